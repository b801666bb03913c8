import styled from 'styled-components';
import { todayInDhaka } from '@hostel/contracts';
import { Button, formatDayMonth, formatNumber, Pill, Section, Spinner, Table, TableScroll } from '@hostel/ui';
import { slotName, useAdminT } from '../i18n';
import { calendarDayValues, formatWeekday } from '../i18n/format';
import { useDownloadHeadcount, useHeadcount, useLiveHeadcount } from './headcount-api';

const Numbers = styled.td`
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

/** AdminDashboard's 'Headcount': the kitchen's plates per slot, today and the next days, updated live. */
export function HeadcountSection() {
  const { t } = useAdminT();
  const today = todayInDhaka();
  const { data } = useHeadcount(today);
  useLiveHeadcount();
  const download = useDownloadHeadcount(t('headcount.downloadFailed'));

  return (
    <Section
      id="headcount"
      title={t('headcount.title')}
      actions={
        <Button type="button" $variant="ghost" $small disabled={download.isPending} onClick={() => download.mutate(today)}>
          {t('headcount.csv')}
        </Button>
      }
    >
      {!data ? (
        <Spinner />
      ) : (
        // Seven columns scroll sideways on a phone: the scroller takes focus so a keyboard can scroll it too.
        <TableScroll tabIndex={0} role="region" aria-label={t('headcount.caption')}>
          <Table>
            <caption>{t('headcount.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('headcount.columns.day')}</th>
                <th scope="col">{t('headcount.columns.meal')}</th>
                <th scope="col">{t('headcount.columns.on')}</th>
                <th scope="col">{t('headcount.columns.guests')}</th>
                <th scope="col">{t('headcount.columns.plates')}</th>
                <th scope="col">{t('headcount.columns.off')}</th>
                <th scope="col">{t('headcount.columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.days.flatMap((day) =>
                day.slots.map((slot) => {
                  const name = t('common.weekdayDate', { weekday: formatWeekday(day.date), date: formatDayMonth(day.date) }) + (day.date === today ? t('common.today') : '');
                  const meal = slotName(slot.slot);
                  return (
                    <tr key={`${day.date}-${slot.slot}`} aria-label={t('headcount.rowLabel', { ...calendarDayValues(day.date), slot: meal })}>
                      <th scope="row">{name}</th>
                      <td>{meal}</td>
                      <Numbers>{formatNumber(slot.on)}</Numbers>
                      <Numbers>{formatNumber(slot.guests)}</Numbers>
                      <Numbers>
                        <strong>{formatNumber(slot.plates)}</strong>
                      </Numbers>
                      <Numbers>{formatNumber(slot.off)}</Numbers>
                      <td>{slot.locked ? <Pill>{t('headcount.locked')}</Pill> : <Pill $tone="success">{t('headcount.open')}</Pill>}</td>
                    </tr>
                  );
                }),
              )}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </Section>
  );
}
