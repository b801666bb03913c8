import styled from 'styled-components';
import { RATING_MAX } from '@hostel/contracts';
import { formatNumber } from '@hostel/ui';
import { useMealsT } from '../i18n';

const Chart = styled.table`
  border-collapse: collapse;
  width: 100%;
  max-width: 360px;
  margin: 8px 0 16px;
  caption {
    text-align: left;
    font-weight: 600;
    margin-bottom: 4px;
  }
  th {
    font-weight: 600;
    text-align: left;
    white-space: nowrap;
    padding: 2px 8px 2px 0;
  }
  td {
    padding: 2px 0;
  }
  td:last-child {
    text-align: right;
    padding-left: 8px;
    width: 3ch;
  }
`;

const Track = styled.div`
  height: 10px;
  border-radius: 5px;
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Bar = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.warning};
`;

/**
 * How many reviews gave each star rating, five stars first, as a bar chart. It is a real table: screen readers
 * read the counts, the bars only draw them.
 */
export function RatingChart({ counts }: { counts: readonly number[] }) {
  const { t } = useMealsT();
  const largest = Math.max(1, ...counts);
  const rows = Array.from({ length: RATING_MAX }, (_, index) => RATING_MAX - index);
  return (
    <Chart>
      <caption>{t('meal.chart.caption')}</caption>
      <tbody>
        {rows.map((stars) => {
          const count = counts[stars - 1] ?? 0;
          return (
            <tr key={stars}>
              <th scope="row">{t('meal.chart.stars', { count: stars, n: formatNumber(stars) })}</th>
              <td>
                <Track aria-hidden="true">
                  <Bar style={{ width: `${(count / largest) * 100}%` }} />
                </Track>
              </td>
              <td>{formatNumber(count)}</td>
            </tr>
          );
        })}
      </tbody>
    </Chart>
  );
}
