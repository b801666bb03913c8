/**
 * The Insights charts (recharts). This module is imported only through React.lazy in insights-section.tsx, so
 * recharts and its d3 helpers form a chunk of their own in the admin remote, downloaded when the admin page shows
 * the section: neither the shell nor the other remotes nor the rest of the admin page carry it.
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styled from 'styled-components';
import { theme } from '@hostel/tokens';
import { PACKAGE_COLUMNS, type DayRow, type RatingRow, type TopRow, type WeekRow } from './insights-data';

const HEIGHT = 240;
const PACKAGE_COLOURS = { silver: '#94a3b8', gold: '#d97706', platinum: '#334155' } as const;
const axis = { fontSize: 12, fill: theme.colors.muted };

const Label = styled.p`
  margin: 8px 0 4px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;

export function RequestsChart({ rows }: { rows: DayRow[] }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={axis} interval="preserveStartEnd" minTickGap={16} />
        <YAxis allowDecimals={false} tick={axis} />
        <Tooltip />
        <Bar dataKey="count" name="Requests" fill={theme.colors.primary} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function RevenueChart({ rows }: { rows: WeekRow[] }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={axis} />
        <YAxis tick={axis} />
        <Tooltip formatter={(value) => `${Number(value).toLocaleString('en-US')} tk.`} />
        <Legend />
        {PACKAGE_COLUMNS.map(([key, name]) => (
          <Bar key={key} dataKey={key} name={name} stackId="revenue" fill={PACKAGE_COLOURS[key]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

export function RatingChart({ rows }: { rows: RatingRow[] }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={axis} />
        <YAxis allowDecimals={false} tick={axis} />
        <Tooltip />
        <Bar dataKey="count" name="Reviews" fill={theme.colors.warning} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** One horizontal bar per meal, its title on the axis. */
function TopChart({ rows, name, colour, max }: { rows: TopRow[]; name: string; colour: string; max?: number }) {
  return (
    <ResponsiveContainer width="100%" height={Math.max(120, rows.length * 36 + 24)}>
      <BarChart accessibilityLayer={false} data={rows} layout="vertical" margin={{ top: 4, right: 16, bottom: 0, left: 8 }}>
        <XAxis type="number" tick={axis} domain={max ? [0, max] : undefined} allowDecimals={!!max} />
        <YAxis type="category" dataKey="title" tick={axis} width={140} />
        <Tooltip />
        <Bar dataKey="value" name={name} fill={colour} radius={[0, 3, 3, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function TopMealsChart({ liked, rated }: { liked: TopRow[]; rated: TopRow[] }) {
  return (
    <>
      <Label>Most liked</Label>
      <TopChart rows={liked} name="Likes" colour={theme.colors.danger} />
      <Label>Best rated</Label>
      <TopChart rows={rated} name="Rating" colour={theme.colors.success} max={5} />
    </>
  );
}
