import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MEAL_SLOTS, shiftDate, todayInDhaka, type MealSlot } from '@hostel/contracts';
import { Button, ErrorText, Field, formatDayMonth, Section, Spinner, Table, TableScroll } from '@hostel/ui';
import { slotName, useAdminT } from '../i18n';
import { calendarDayValues, formatWeekday } from '../i18n/format';
import { useCloseMess, useClosures, useReopenMess } from './mess-office-api';

const Form = styled.form`
  display: grid;
  gap: 10px;
  grid-template-columns: minmax(0, 1fr);
  align-items: end;
  margin-bottom: 16px;
  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    margin: 0;
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  fieldset label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: auto auto minmax(0, 1fr) auto;
  }
`;

/** Close some meals of a day for everyone, with a reason; the slots already locked cannot be (the server says so). */
function CloseForm() {
  const { t } = useAdminT();
  const [date, setDate] = useState(() => shiftDate(todayInDhaka(), 1));
  const [slots, setSlots] = useState<MealSlot[]>([]);
  const [reason, setReason] = useState('');
  const close = useCloseMess(() => {
    setSlots([]);
    setReason('');
  });
  const toggle = (slot: MealSlot, on: boolean) => setSlots((all) => (on ? MEAL_SLOTS.filter((one) => one === slot || all.includes(one)) : all.filter((one) => one !== slot)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    close.mutate({ date, slots, reason });
  };
  return (
    <Form onSubmit={submit} aria-label={t('closures.form.label')}>
      <Field>
        {t('closures.form.date')}
        <input type="date" required value={date} onChange={(event) => setDate(event.target.value)} />
      </Field>
      <fieldset>
        <legend>{t('closures.form.meals')}</legend>
        {MEAL_SLOTS.map((slot) => (
          <label key={slot}>
            <input type="checkbox" checked={slots.includes(slot)} onChange={(event) => toggle(slot, event.target.checked)} />
            {slotName(slot)}
          </label>
        ))}
      </fieldset>
      <Field>
        {t('closures.form.reason')}
        <input type="text" required maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} />
      </Field>
      <Button type="submit" $variant="danger" disabled={close.isPending || slots.length === 0}>
        {t('closures.form.submit')}
      </Button>
    </Form>
  );
}

/** 'Closures': close meals of a day (off for everyone, never billed) and the closures ahead, each with Reopen. */
export function ClosuresSection() {
  const { t } = useAdminT();
  const { data, isError } = useClosures();
  const reopen = useReopenMess();
  return (
    <Section id="mess-closures" title={t('closures.title')}>
      <CloseForm />
      {isError ? (
        <ErrorText>{t('closures.loadError')}</ErrorText>
      ) : !data ? (
        <Spinner />
      ) : data.data.length === 0 ? (
        <p>{t('closures.none')}</p>
      ) : (
        <TableScroll>
          <Table>
            <caption>{t('closures.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('closures.columns.day')}</th>
                <th scope="col">{t('closures.columns.meals')}</th>
                <th scope="col">{t('closures.columns.reason')}</th>
                <th scope="col">{t('closures.columns.reopen')}</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((closure) => (
                <tr key={closure.date} aria-label={t('closures.rowLabel', calendarDayValues(closure.date))}>
                  <th scope="row">
                    {t('common.weekdayDate', { weekday: formatWeekday(closure.date), date: formatDayMonth(closure.date) })}
                  </th>
                  <td>{closure.slots.map((slot) => slotName(slot)).join(', ')}</td>
                  <td>{closure.reason}</td>
                  <td>
                    <Button type="button" $variant="ghost" $small disabled={reopen.isPending} aria-label={t('closures.reopenLabel', calendarDayValues(closure.date))} onClick={() => reopen.mutate(closure.date)}>
                      {t('closures.reopen')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </Section>
  );
}
