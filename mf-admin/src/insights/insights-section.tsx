import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { RATING_MAX } from '@hostel/contracts';
import { ErrorText, formatAmount, formatNumber, Section, Spinner, useEnumLabels } from '@hostel/ui';
import { DeferredSection } from '@hostel/ui/deferred-section';
import { useAdminT } from '../i18n';
import { calendarDayValues, formatOneDecimal } from '../i18n/format';
import { useMealsInsights, usePaymentsInsights } from './insights-api';
import { dayRows, PACKAGE_COLUMNS, ratingRows, topLikedRows, topRatedRows, weekRows } from './insights-data';
import { ChartTable } from './insights-tables';

// The chart library is loaded only here, as a lazy chunk of the admin remote (see insights-charts.tsx).
const charts = () => import('./insights-charts');
const RequestsChart = lazy(() => charts().then((module) => ({ default: module.RequestsChart })));
const RevenueChart = lazy(() => charts().then((module) => ({ default: module.RevenueChart })));
const RatingChart = lazy(() => charts().then((module) => ({ default: module.RatingChart })));
const TopMealsChart = lazy(() => charts().then((module) => ({ default: module.TopMealsChart })));

const Grid = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Figure = styled.figure`
  position: relative;
  margin: 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  min-width: 0;
  figcaption {
    font-weight: 600;
    margin-bottom: 8px;
  }
`;

const Placeholder = styled.div`
  min-height: 240px;
  display: grid;
  place-items: center;
`;

interface ChartFigureProps {
  id: string;
  title: string;
  state: { isPending: boolean; isError: boolean };
  /** The chart (hidden from screen readers) and the table they read instead. */
  chart: () => ReactNode;
  table: () => ReactNode;
}

/** One chart with its caption; the chart is aria-hidden, its data table (visually hidden) is what assistive technology reads. */
function ChartFigure({ id, title, state, chart, table }: ChartFigureProps) {
  const { t } = useAdminT();
  return (
    <Figure aria-labelledby={id}>
      <figcaption id={id}>{title}</figcaption>
      {state.isError ? (
        <ErrorText role="alert">{t('insights.loadError')}</ErrorText>
      ) : state.isPending ? (
        <Placeholder>
          <Spinner />
        </Placeholder>
      ) : (
        <>
          <div aria-hidden="true" data-chart={id}>
            {/* Drawn only when it comes into view: the chart library's code and its drawing are what a phone pays most for on this page. */}
            <DeferredSection minHeight={240} whenIdle={false}>
              <Suspense
                fallback={
                  <Placeholder>
                    <Spinner />
                  </Placeholder>
                }
              >
                {chart()}
              </Suspense>
            </DeferredSection>
          </div>
          {table()}
        </>
      )}
    </Figure>
  );
}

/**
 * Insights (DESIGN §7), the admin area's section after Upcoming Meals: serve requests per day over 30 days,
 * revenue per week by package over 12 weeks, the rating distribution, and the top liked and top rated meals.
 */
export function Insights() {
  const { t } = useAdminT();
  const labels = useEnumLabels();
  const taka = (value: number) => t('insights.taka', { amount: formatAmount(value) });
  const weekLabel = (number: number) => t('insights.revenue.weekAxis', { number: formatNumber(number) });
  const meals = useMealsInsights();
  const payments = usePaymentsInsights();
  const m = meals.data;
  const p = payments.data;
  return (
    <Section id="insights" title={t('insights.title')}>
      <Grid>
        <ChartFigure
          id="insights-requests"
          title={t('insights.requests.title')}
          state={meals}
          chart={() => <RequestsChart rows={dayRows(m!)} />}
          table={() => (
            <ChartTable
              caption={t('insights.requests.caption')}
              columns={[t('insights.requests.date'), t('insights.requests.count')]}
              rows={dayRows(m!)}
              rowKey={(row) => row.date}
              cells={(row) => [t('common.calendarDay', calendarDayValues(row.date)), formatNumber(row.count)]}
            />
          )}
        />
        <ChartFigure
          id="insights-revenue"
          title={t('insights.revenue.title')}
          state={payments}
          chart={() => <RevenueChart rows={weekRows(p!, weekLabel)} />}
          table={() => (
            <ChartTable
              caption={t('insights.revenue.caption')}
              columns={[t('insights.revenue.week'), ...PACKAGE_COLUMNS.map(([, badge]) => labels.badge(badge))]}
              rows={weekRows(p!, weekLabel)}
              rowKey={(row) => row.week}
              cells={(row) => [t('insights.revenue.weekCell', { iso: row.week, number: formatNumber(row.number) }), ...PACKAGE_COLUMNS.map(([key]) => taka(row[key]))]}
            />
          )}
        />
        <ChartFigure
          id="insights-ratings"
          title={t('insights.ratings.title')}
          state={meals}
          chart={() => <RatingChart rows={ratingRows(m!)} />}
          table={() => (
            <ChartTable
              caption={t('insights.ratings.caption')}
              columns={[t('insights.ratings.rating'), t('insights.ratings.reviews')]}
              rows={ratingRows(m!)}
              rowKey={(row) => String(row.stars)}
              cells={(row) => [t('insights.ratings.stars', { stars: formatNumber(row.stars) }), formatNumber(row.count)]}
            />
          )}
        />
        <ChartFigure
          id="insights-top"
          title={t('insights.top.title')}
          state={meals}
          chart={() => <TopMealsChart liked={topLikedRows(m!.topLiked)} rated={topRatedRows(m!.topRated)} />}
          table={() => (
            <>
              <ChartTable
                caption={t('insights.top.likedCaption')}
                columns={[t('insights.top.meal'), t('insights.top.likes')]}
                rows={topLikedRows(m!.topLiked)}
                rowKey={(row) => row.id}
                cells={(row) => [row.title, formatNumber(row.value)]}
              />
              <ChartTable
                caption={t('insights.top.ratedCaption')}
                columns={[t('insights.top.meal'), t('insights.top.averageRating')]}
                rows={topRatedRows(m!.topRated)}
                rowKey={(row) => row.id}
                cells={(row) => [row.title, `${formatOneDecimal(row.value)} / ${formatNumber(RATING_MAX)}`]}
              />
            </>
          )}
        />
      </Grid>
    </Section>
  );
}
