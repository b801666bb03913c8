import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { shiftDate, shiftWeek, todayInDhaka, weekOfDate, type MealSlot, type MyBoarding, type PlanSlot } from '@hostel/contracts';
import { Button, confirmAction, Field, formatDay, formatDayMonth, formatNumber, Heading, Page, Pill, Section, Spinner, useEnumLabels, WeekBar, WeekDay, WeekDays } from '@hostel/ui';
import { useDashboardT } from '../i18n';
import { formatCutoff, formatWeekday } from '../shared/format';
import { MyBill } from './my-bill';
import { isNotBoarder, useCancelLeave, useJoinMess, useLeaveMess, useMealPlan, useMessSettings, useMyBoarding, useMyLeaves, useSetPlanSlot, useTakeLeave } from './mess-api';

/** Fixed columns, so a slot turning 'Locked' or a guest count changing never moves its neighbours. */
const SlotRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: 4px 10px;
  min-height: 52px;
  padding: 4px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    font-weight: 600;
    min-height: 44px;
  }
  input[type='checkbox'] {
    width: 22px;
    height: 22px;
    margin: 0;
  }
  select {
    font: inherit;
    min-height: 44px;
    padding: 4px 6px;
  }
  small {
    grid-column: 1 / -1;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Form = styled.form`
  display: grid;
  gap: 10px;
  grid-template-columns: minmax(0, 1fr);
  align-items: end;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
  }
`;

const LeaveList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 12px 0 0;
  display: grid;
  gap: 6px;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
`;

interface SlotProps {
  date: string;
  slot: PlanSlot;
  maxGuests: number;
  busy: boolean;
  onChange: (on: boolean, guests: number) => void;
}

/** One meal: a switch (a checkbox with role switch), its guests, and its cutoff or why it is fixed. */
function SlotSwitch({ date, slot, maxGuests, busy, onChange }: SlotProps) {
  const { t } = useDashboardT();
  const labels = useEnumLabels();
  const where = t('mess.slotName', { weekday: formatWeekday(date), slot: labels.category(slot.slot) });
  // What the server says decides: a locked slot stays as it was billed, a closed one is off for everyone.
  const fixed = slot.locked || slot.source === 'closure';
  // Why a slot cannot be switched, or when it stops being switchable (the cutoff in Dhaka's time).
  const note = slot.source === 'closure' ? t('mess.closed') : slot.locked ? t('mess.locked') : t('mess.changeBy', { time: formatCutoff(slot.cutoffAt) });
  const noteId = `note-${date}-${slot.slot}`;
  return (
    <SlotRow>
      <label>
        <input type="checkbox" role="switch" checked={slot.on} disabled={fixed || busy} aria-describedby={noteId} onChange={(event) => onChange(event.target.checked, slot.guests)} />
        {where}
      </label>
      <label>
        {t('mess.guests')}
        <select aria-label={t('mess.guestsFor', { slot: where })} value={slot.guests} disabled={fixed || busy || !slot.on} onChange={(event) => onChange(slot.on, Number(event.target.value))}>
          {Array.from({ length: Math.max(maxGuests, slot.guests) + 1 }, (_unused, count) => (
            <option key={count} value={count}>
              {formatNumber(count)}
            </option>
          ))}
        </select>
      </label>
      <small id={noteId}>
        {fixed ? <Pill $tone={slot.source === 'closure' ? 'warning' : 'neutral'}>{note}</Pill> : note}
        {slot.meals.length > 0 && ` · ${slot.meals.map((meal) => meal.title).join(', ')}`}
      </small>
    </SlotRow>
  );
}

/** A day outside the boarder's stays: no meal to switch. */
const NotBoarding = styled.p`
  margin: 0;
  padding: 12px 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Join from a date: the form starts at the first day the server allows and reaches no further than its horizon. */
function JoinMess({ earliest, horizon, again = false }: { earliest: string; horizon: string; again?: boolean }) {
  const [from, setFrom] = useState(earliest);
  const join = useJoinMess();
  const { t } = useDashboardT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    join.mutate(from);
  };
  return (
    <Section id="join-mess" title={t(again ? 'mess.join.againTitle' : 'mess.join.title')}>
      <p>{t(again ? 'mess.join.againText' : 'mess.join.text')}</p>
      <Form onSubmit={submit}>
        <Field>
          {t('mess.join.from')}
          <input type="date" required min={earliest} max={horizon || undefined} value={from} onChange={(event) => setFrom(event.target.value)} />
        </Field>
        <Button type="submit" disabled={join.isPending}>
          {t('mess.join.submit')}
        </Button>
      </Form>
    </Section>
  );
}

/** Leave from/to: every unlocked meal in the range goes off; cancelling puts back those still unlocked. */
function LeaveRanges() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  // The caller's leaves from the server, newest first: a leave taken or cancelled refetches them (mess-api.ts).
  const [page, setPage] = useState(1);
  const { data: leaves } = useMyLeaves(page);
  const take = useTakeLeave(() => {
    setPage(1);
    setFrom('');
    setTo('');
    setReason('');
  });
  const cancel = useCancelLeave();
  const { t } = useDashboardT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    take.mutate({ from, to, reason: reason.trim() || undefined });
  };
  return (
    <Section id="leave" title={t('mess.leave.title')}>
      <Form onSubmit={submit}>
        <Field>
          {t('mess.leave.from')}
          <input type="date" required value={from} onChange={(event) => setFrom(event.target.value)} />
        </Field>
        <Field>
          {t('mess.leave.to')}
          <input type="date" required min={from || undefined} value={to} onChange={(event) => setTo(event.target.value)} />
        </Field>
        <Field>
          {t('mess.leave.reason')}
          <input type="text" maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} />
        </Field>
        <Button type="submit" disabled={take.isPending}>
          {t('mess.leave.submit')}
        </Button>
      </Form>
      {leaves && leaves.data.length > 0 && (
        <LeaveList aria-label={t('mess.leave.list')}>
          {leaves.data.map((leave) => (
            <li key={leave.id}>
              {t('mess.leave.item', { count: leave.slotsOff, n: formatNumber(leave.slotsOff), from: formatDayMonth(leave.from), to: formatDayMonth(leave.to) })}
              {leave.reason && ` · ${leave.reason}`}
              {leave.cancelledAt ? (
                <Pill>{t('mess.leave.cancelled')}</Pill>
              ) : (
                <Button
                  type="button"
                  $variant="ghost"
                  $small
                  disabled={cancel.isPending}
                  // English names the days as the form takes them (2027-03-20); Bengali by day and month, in Bengali digits.
                  aria-label={t('mess.leave.cancelLabel', { from: leave.from, to: leave.to, fromDay: formatDay(leave.from), toDay: formatDay(leave.to) })}
                  onClick={() => cancel.mutate(leave.id)}
                >
                  {t('mess.leave.cancel')}
                </Button>
              )}
            </li>
          ))}
        </LeaveList>
      )}
      {leaves && leaves.totalPages > 1 && (
        <WeekBar>
          <Button type="button" $variant="ghost" $small disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('mess.leave.newer')}
          </Button>
          <p aria-live="polite">{t('mess.leave.page', { page: formatNumber(page), total: formatNumber(leaves.totalPages) })}</p>
          <Button type="button" $variant="ghost" $small disabled={page >= leaves.totalPages} onClick={() => setPage(page + 1)}>
            {t('mess.leave.older')}
          </Button>
        </WeekBar>
      )}
    </Section>
  );
}

/** Leaving the mess: no meals from that day on, after a confirmation. */
function LeaveMess() {
  const [from, setFrom] = useState(() => shiftDate(todayInDhaka(), 1));
  const leave = useLeaveMess();
  const { t } = useDashboardT();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = t('mess.quit.confirmText', { from, fromDay: formatDay(from) });
    if (await confirmAction({ title: t('mess.quit.confirmTitle'), text, confirmButtonText: t('mess.quit.confirmYes') })) leave.mutate(from);
  };
  return (
    <Section id="leave-mess" title={t('mess.quit.title')}>
      <Form onSubmit={(event) => void submit(event)}>
        <Field>
          {t('mess.quit.from')}
          <input type="date" required value={from} onChange={(event) => setFrom(event.target.value)} />
        </Field>
        <Button type="submit" $variant="danger" disabled={leave.isPending}>
          {t('mess.quit.submit')}
        </Button>
      </Form>
    </Section>
  );
}

/** A join an admin has not approved yet. */
function PendingJoin({ from }: { from: string }) {
  const { t } = useDashboardT();
  return (
    <Section id="pending-join" title={t('mess.pending.title')}>
      <p role="status">{t('mess.pending.text', { from, fromDay: formatDay(from) })}</p>
    </Section>
  );
}

/** The stay running today or the next one ahead: My Meals opens on the week it starts when that is later than today. */
function firstWeekOf(boarding: MyBoarding | undefined): string | undefined {
  const today = todayInDhaka();
  const stay = boarding?.stays.find((entry) => entry.status === 'approved' && (entry.until === null || entry.until > today));
  return stay && stay.from > today ? weekOfDate(stay.from) : undefined;
}

/** 'My Meals' (DESIGN §9): the week's Breakfast, Lunch and Dinner switches, each with its cutoff; guests; the bill; leave. */
export function MyMealsPage() {
  const { data: boarding } = useMyBoarding();
  const [week, setWeek] = useState<string | undefined>();
  // Read beside the stays, not after them: the current week until the stays say a later one.
  const plan = useMealPlan(week ?? firstWeekOf(boarding));
  const { data: settings } = useMessSettings();
  const setSlot = useSetPlanSlot();
  const { t } = useDashboardT();
  const maxGuests = settings?.maxGuests ?? 0;
  const pending = setSlot.isPending ? setSlot.variables : undefined;
  const change = (date: string, slot: MealSlot) => (on: boolean, guests: number) => setSlot.mutate({ date, slot, on, guests: on ? guests : 0 });

  const latest = boarding?.stays.at(-1);
  return (
    <Page>
      <Heading>{t('mess.title')}</Heading>
      {boarding?.status === 'pending' && latest ? (
        <PendingJoin from={latest.from} />
      ) : plan.isError && isNotBoarder(plan.error) ? (
        <JoinMess earliest={boarding?.earliestJoin ?? shiftDate(todayInDhaka(), 1)} horizon={boarding?.horizon ?? ''} />
      ) : !plan.data ? (
        <Spinner />
      ) : (
        <>
          <Section id="my-week" title={t('mess.week.title')}>
            <WeekBar>
              <Button type="button" $variant="ghost" $small onClick={() => setWeek(shiftWeek(plan.data.week, -1))}>
                {t('mess.week.previous')}
              </Button>
              {/* English leads with the ISO week (2027-W10); Bengali names only its days. */}
              <p aria-live="polite">{t('mess.week.range', { week: plan.data.week, from: formatDayMonth(plan.data.days[0]!.date), to: formatDayMonth(plan.data.days[6]!.date) })}</p>
              <Button type="button" $variant="ghost" $small onClick={() => setWeek(shiftWeek(plan.data.week, 1))}>
                {t('mess.week.next')}
              </Button>
            </WeekBar>
            <WeekDays>
              {plan.data.days.map((day) => (
                <WeekDay key={day.date} aria-labelledby={`my-meals-${day.date}`}>
                  <h3 id={`my-meals-${day.date}`}>{t('mess.week.day', { weekday: formatWeekday(day.date), day: formatDayMonth(day.date) })}</h3>
                  {!day.boarding && <NotBoarding>{t('mess.notBoarding')}</NotBoarding>}
                  {day.boarding && day.slots.map((slot) => (
                    <SlotSwitch
                      key={slot.slot}
                      date={day.date}
                      slot={slot}
                      maxGuests={maxGuests}
                      busy={pending?.date === day.date && pending.slot === slot.slot}
                      onChange={change(day.date, slot.slot)}
                    />
                  ))}
                </WeekDay>
              ))}
            </WeekDays>
          </Section>
          <MyBill />
          <LeaveRanges />
          {boarding?.earliestJoin ? <JoinMess again earliest={boarding.earliestJoin} horizon={boarding.horizon} /> : <LeaveMess />}
        </>
      )}
    </Page>
  );
}
