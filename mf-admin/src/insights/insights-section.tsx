import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorText, Section, Spinner } from '@hostel/ui';
import { DeferredSection } from '@hostel/ui/src/remote/deferred-section';
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

const TAKA = (value: number) => `${value.toLocaleString('en-US')} tk.`;

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
  return (
    <Figure aria-labelledby={id}>
      <figcaption id={id}>{title}</figcaption>
      {state.isError ? (
        <ErrorText role="alert">Failed to load insights.</ErrorText>
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
  const meals = useMealsInsights();
  const payments = usePaymentsInsights();
  const m = meals.data;
  const p = payments.data;
  return (
    <Section id="insights" title="Insights">
      <Grid>
        <ChartFigure
          id="insights-requests"
          title="Requests per day (last 30 days)"
          state={meals}
          chart={() => <RequestsChart rows={dayRows(m!)} />}
          table={() => <ChartTable caption="Requests per day, last 30 days" columns={['Date', 'Requests']} rows={dayRows(m!)} rowKey={(row) => row.date} cells={(row) => [row.date, row.count]} />}
        />
        <ChartFigure
          id="insights-revenue"
          title="Revenue per week by package (last 12 weeks, taka)"
          state={payments}
          chart={() => <RevenueChart rows={weekRows(p!)} />}
          table={() => (
            <ChartTable
              caption="Revenue per week by package, last 12 weeks"
              columns={['Week', ...PACKAGE_COLUMNS.map(([, name]) => name)]}
              rows={weekRows(p!)}
              rowKey={(row) => row.week}
              cells={(row) => [row.week, ...PACKAGE_COLUMNS.map(([key]) => TAKA(row[key]))]}
            />
          )}
        />
        <ChartFigure
          id="insights-ratings"
          title="Rating distribution"
          state={meals}
          chart={() => <RatingChart rows={ratingRows(m!)} />}
          table={() => <ChartTable caption="Reviews by rating" columns={['Rating', 'Reviews']} rows={ratingRows(m!)} rowKey={(row) => String(row.stars)} cells={(row) => [`${row.stars} stars`, row.count]} />}
        />
        <ChartFigure
          id="insights-top"
          title="Top liked and top rated meals"
          state={meals}
          chart={() => <TopMealsChart liked={topLikedRows(m!.topLiked)} rated={topRatedRows(m!.topRated)} />}
          table={() => (
            <>
              <ChartTable caption="Top liked meals" columns={['Meal', 'Likes']} rows={topLikedRows(m!.topLiked)} rowKey={(row) => row.id} cells={(row) => [row.title, row.value]} />
              <ChartTable caption="Top rated meals" columns={['Meal', 'Average rating']} rows={topRatedRows(m!.topRated)} rowKey={(row) => row.id} cells={(row) => [row.title, `${row.value.toFixed(1)} / 5`]} />
            </>
          )}
        />
      </Grid>
    </Section>
  );
}
