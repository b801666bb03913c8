import { useState } from 'react';
import { DEFAULT_DISTRIBUTOR, type UpcomingMeal } from '@hostel/contracts';
import { Button, DataTable, formatNumber, Section } from '@hostel/ui';
import { useAdminT } from '../i18n';
import { adminKeys } from '../shared/admin-keys';
import { useLocalPage } from '../shared/use-admin-page';
import { AddUpcomingModal } from './add-upcoming-modal';
import { isPublished, usePublish, useUpcomingMeals } from './upcoming-api';

/** Upcoming Meals: publish one into the meals list, or add a new one through the modal. */
export function UpcomingMealsTable() {
  const { t } = useAdminT();
  const upcoming = useUpcomingMeals();
  const pager = useLocalPage(adminKeys.upcoming, upcoming.data ?? [], { isLoading: upcoming.isLoading, isError: upcoming.isError });
  const publish = usePublish();
  const [adding, setAdding] = useState(false);
  const columns = [t('upcoming.columns.title'), t('upcoming.columns.likes'), t('upcoming.columns.distributor'), t('upcoming.columns.publish')];

  return (
    <Section
      id="upcoming-meals"
      title={t('upcoming.title')}
      actions={
        <Button type="button" onClick={() => setAdding(true)}>
          {t('upcoming.addButton')}
        </Button>
      }
    >
      <DataTable<UpcomingMeal>
        caption={t('upcoming.title')}
        columns={columns}
        list={pager}
        rowKey={(meal) => meal._id}
        empty={t('upcoming.empty')}
        loadError={t('upcoming.loadError')}
        renderCells={(meal) => {
          const published = isPublished(meal);
          const publishing = publish.isPending && publish.variables?._id === meal._id;
          return [
            meal.title,
            formatNumber(meal.likes),
            meal.distributorName || DEFAULT_DISTRIBUTOR,
            <Button type="button" $small $variant={published ? 'ghost' : 'primary'} disabled={published || publishing} onClick={() => publish.mutate(meal)} aria-label={published ? t('upcoming.publishedLabel', { title: meal.title }) : t('upcoming.publishLabel', { title: meal.title })}>
              {published ? t('upcoming.published') : publishing ? t('upcoming.publishing') : t('upcoming.publish')}
            </Button>,
          ];
        }}
      />
      <AddUpcomingModal open={adding} onClose={() => setAdding(false)} />
    </Section>
  );
}
