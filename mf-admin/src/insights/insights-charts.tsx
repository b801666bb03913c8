/**
 * The Insights charts (recharts). This module is imported only through React.lazy in insights-section.tsx, so
 * recharts and its d3 helpers form a chunk of their own in the admin remote, downloaded when the admin page shows
 * the section: neither the shell nor the other remotes nor the rest of the admin page carry it.
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styled from 'styled-components';
import { theme } from '@hostel/tokens';
import { formatAmount, formatNumber, useEnumLabels } from '@hostel/ui';
import { useAdminT } from '../i18n';
import { PACKAGE_COLUMNS, type DayRow, type RatingRow, type TopRow, type WeekRow } from './insights-data';

const HEIGHT = 240;
const PACKAGE_COLOURS = { silver: '#94a3b8', gold: '#d97706', platinum: '#334155' } as const;
const axis = { fontSize: 12, fill: theme.colors.muted };
/** Numbers on the axes and in the tooltips in the page's language. */
const count = (value: unknown) => formatNumber(Number(value));

const Label = styled.p`
  margin: 8px 0 4px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The packages' colours and names under the revenue chart: recharts' own legend labels each icon 'Gold legend icon', in English whatever the page's language. */
const LegendList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 4px 14px;
  margin: 6px 0 0;
  padding: 0;
  list-style: none;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
  li { display: inline-flex; align-items: center; gap: 6px; }
  span { display: inline-block; width: 10px; height: 10px; border-radius: 2px; }
`;

export function RequestsChart({ rows }: { rows: DayRow[] }) {
  const { t } = useAdminT();
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={axis} interval="preserveStartEnd" minTickGap={16} />
        <YAxis allowDecimals={false} tick={axis} tickFormatter={count} />
        <Tooltip formatter={count} />
        <Bar dataKey="count" name={t('insights.requests.count')} fill={theme.colors.primary} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function RevenueChart({ rows }: { rows: WeekRow[] }) {
  const { t } = useAdminT();
  const labels = useEnumLabels();
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={axis} />
        <YAxis tick={axis} tickFormatter={count} />
        <Tooltip formatter={(value) => t('insights.taka', { amount: formatAmount(Number(value)) })} />
        <Legend
          content={() => (
            <LegendList>
              {PACKAGE_COLUMNS.map(([key, badge]) => (
                <li key={key}>
                  <span style={{ background: PACKAGE_COLOURS[key] }} />
                  {labels.badge(badge)}
                </li>
              ))}
            </LegendList>
          )}
        />
        {PACKAGE_COLUMNS.map(([key, badge]) => (
          <Bar key={key} dataKey={key} name={labels.badge(badge)} stackId="revenue" fill={PACKAGE_COLOURS[key]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

export function RatingChart({ rows }: { rows: RatingRow[] }) {
  const { t } = useAdminT();
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={axis} />
        <YAxis allowDecimals={false} tick={axis} tickFormatter={count} />
        <Tooltip formatter={count} />
        <Bar dataKey="count" name={t('insights.ratings.reviews')} fill={theme.colors.warning} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** One horizontal bar per meal, its title on the axis. */
function TopChart({ rows, name, colour, max }: { rows: TopRow[]; name: string; colour: string; max?: number }) {
  return (
    <ResponsiveContainer width="100%" height={Math.max(120, rows.length * 36 + 24)}>
      <BarChart accessibilityLayer={false} data={rows} layout="vertical" margin={{ top: 4, right: 16, bottom: 0, left: 8 }}>
        <XAxis type="number" tick={axis} domain={max ? [0, max] : undefined} allowDecimals={!!max} tickFormatter={count} />
        <YAxis type="category" dataKey="title" tick={axis} width={140} />
        <Tooltip formatter={count} />
        <Bar dataKey="value" name={name} fill={colour} radius={[0, 3, 3, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function TopMealsChart({ liked, rated }: { liked: TopRow[]; rated: TopRow[] }) {
  const { t } = useAdminT();
  return (
    <>
      <Label>{t('insights.top.mostLiked')}</Label>
      <TopChart rows={liked} name={t('insights.top.likes')} colour={theme.colors.danger} />
      <Label>{t('insights.top.bestRated')}</Label>
      <TopChart rows={rated} name={t('insights.top.rating')} colour={theme.colors.success} max={5} />
    </>
  );
}
