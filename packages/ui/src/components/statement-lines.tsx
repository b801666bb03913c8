import styled from 'styled-components';
import type { TFunction } from 'i18next';
import { formatNumber, formatTaka } from '../format/format';
import { CATEGORY_KEYS, useUiT } from '../i18n/ui-catalogue';
import { Table, TableScroll } from './layout';

/** A statement's line as svc-mess answers it: meals of a slot kind, guest meals, an adjustment, the late fee. */
export interface StatementLineView {
  kind: string;
  count?: number;
  rate?: number;
  amount: number;
  reason?: string;
}

export interface StatementMoneyView {
  lines: readonly StatementLineView[];
  subtotal: number;
  lateFee: number;
  total: number;
}

const Lines = styled(Table)`
  td:nth-child(n + 2), th:nth-child(n + 2) { text-align: right; font-variant-numeric: tabular-nums; }
  tfoot th, tfoot td { background: none; font-weight: 600; }
  tfoot tr:last-child { font-size: 1.05rem; }
`;

function lineName(t: TFunction<'ui'>, line: StatementLineView): string {
  if (line.kind === 'guest') return t('statement.guestMeals');
  if (line.kind === 'adjustment') return line.reason ? t('statement.adjustmentFor', { reason: line.reason }) : t('statement.adjustment');
  if (line.kind === 'late fee') return t('statement.lateFee');
  const slot = CATEGORY_KEYS[line.kind as keyof typeof CATEGORY_KEYS];
  return slot ? t(slot) : line.kind;
}

/**
 * A statement's lines, subtotal, late fee and total, in taka. The late fee is shown once, under the subtotal, whether
 * or not the lines carry it: it grows day by day, the subtotal does not.
 */
export function StatementLines({ statement, caption }: { statement: StatementMoneyView; caption: string }) {
  const { t } = useUiT();
  return (
    <TableScroll>
      <Lines>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('statement.item')}</th>
            <th scope="col">{t('statement.mealsTimesRate')}</th>
            <th scope="col">{t('statement.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {statement.lines
            .filter((line) => line.kind !== 'late fee')
            .map((line, index) => (
              <tr key={`${line.kind}-${index}`}>
                <th scope="row">{lineName(t, line)}</th>
                <td>{line.count !== undefined && line.rate !== undefined ? `${formatNumber(line.count)} × ${formatTaka(line.rate)}` : ''}</td>
                <td>{formatTaka(line.amount)}</td>
              </tr>
            ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('statement.subtotal')}</th>
            <td />
            <td>{formatTaka(statement.subtotal)}</td>
          </tr>
          {statement.lateFee > 0 && (
            <tr>
              <th scope="row">{t('statement.lateFee')}</th>
              <td />
              <td>{formatTaka(statement.lateFee)}</td>
            </tr>
          )}
          <tr>
            <th scope="row">{t('statement.total')}</th>
            <td />
            <td>{formatTaka(statement.total)}</td>
          </tr>
        </tfoot>
      </Lines>
    </TableScroll>
  );
}
