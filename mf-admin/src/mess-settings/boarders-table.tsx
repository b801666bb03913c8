import { useState } from 'react';
import type { Boarder } from '@hostel/contracts';
import { DataTable, Pill, Section } from '@hostel/ui';
import { useAdminT } from '../i18n';
import { calendarDayValues } from '../i18n/format';
import { SearchBox } from '../shared/search-box';
import { useDebounced } from '../shared/use-debounced';
import { useBoardersPage } from './mess-office-api';

/** 'Boarders': who eats at the mess, by e-mail, with the days they joined and leave. */
export function BoardersTable() {
  const { t } = useAdminT();
  const [search, setSearch] = useState('');
  const pager = useBoardersPage(useDebounced(search));
  const day = (iso: string) => t('common.calendarDay', calendarDayValues(iso));
  return (
    <Section id="mess-boarders" title={t('boarders.title')} actions={<SearchBox label={t('boarders.search.label')} placeholder={t('boarders.search.placeholder')} value={search} onChange={setSearch} />}>
      <DataTable<Boarder>
        caption={t('boarders.caption')}
        columns={[t('boarders.columns.email'), t('boarders.columns.from'), t('boarders.columns.until')]}
        list={pager}
        rowKey={(boarder) => boarder.userId}
        empty={t('boarders.empty')}
        loadError={t('boarders.loadError')}
        renderCells={(boarder) => [boarder.email, day(boarder.from), boarder.until ? day(boarder.until) : <Pill $tone="success">{t('boarders.staying')}</Pill>]}
      />
    </Section>
  );
}
