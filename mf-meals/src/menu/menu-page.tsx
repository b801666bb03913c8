import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isIsoWeek, shiftWeek } from '@hostel/contracts';
import { Button, formatDayMonth, Heading, Page, Spinner, useTimeAgo, useTodayInDhaka } from '@hostel/ui';
import { useMealsT } from '../i18n';
import { useMenuWeek } from './menu-api';
import { MenuDayCard } from './menu-day';

const WeekBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-bottom: 8px;
  p {
    margin: 0;
    font-weight: 600;
  }
`;

const Updated = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** One day per row on a phone; a calendar row of seven on a wide screen. */
const Days = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: 1fr;
  @media (min-width: 640px) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (min-width: 960px) {
    grid-template-columns: repeat(4, 1fr);
  }
  @media (min-width: 1280px) {
    grid-template-columns: repeat(7, 1fr);
  }
`;

/** /menu: the week's Breakfast, Lunch and Dinner, day by day; `?week=2026-W53` names another week. */
export function MenuPage() {
  const { t } = useMealsT();
  const [params, setParams] = useSearchParams();
  const asked = params.get('week') ?? undefined;
  const week = asked && isIsoWeek(asked) ? asked : undefined;
  const { data, isError, refetch } = useMenuWeek(week);
  // Both from the clock a hydration shares with the server (render-clock): the served page's today and "updated … ago".
  const today = useTodayInDhaka();
  const updatedAgo = useTimeAgo(data?.updatedAt);
  const goTo = (next: string | undefined) => setParams(next ? { week: next } : {});
  const isThisWeek = data?.days.some((day) => day.date === today) ?? true;

  return (
    <Page>
      <Heading>{t('menu.title')}</Heading>
      {isError && !data ? (
        <p role="alert">
          {t('menu.loadFailed')}{' '}
          <Button type="button" $small onClick={() => void refetch()}>
            {t('menu.retry')}
          </Button>
        </p>
      ) : !data ? (
        <Spinner />
      ) : (
        <>
          <WeekBar>
            <Button type="button" $variant="ghost" onClick={() => goTo(shiftWeek(data.week, -1))}>
              {t('menu.previous')}
            </Button>
            <p aria-live="polite">
              {t('menu.range', { from: formatDayMonth(data.days[0]!.date), to: formatDayMonth(data.days[6]!.date) })}
            </p>
            <Button type="button" $variant="ghost" onClick={() => goTo(shiftWeek(data.week, 1))}>
              {t('menu.next')}
            </Button>
            {!isThisWeek && (
              <Button type="button" $variant="ghost" onClick={() => goTo(undefined)}>
                {t('menu.thisWeek')}
              </Button>
            )}
          </WeekBar>
          {data.updatedAt && <Updated>{t('menu.updated', { ago: updatedAgo })}</Updated>}
          <Days>
            {data.days.map((day) => (
              <MenuDayCard key={day.date} day={day} today={day.date === today} />
            ))}
          </Days>
        </>
      )}
    </Page>
  );
}
