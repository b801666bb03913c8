import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { shiftDate, shiftWeek, todayInDhaka, weekdayOf, type MealSlot, type PlanSlot } from '@hostel/contracts';
import { Button, confirmAction, Field, formatDayMonth, Heading, Page, Pill, Section, Spinner, WeekBar, WeekDay, WeekDays } from '@hostel/ui';
import { MyBill } from './my-bill';
import { isNotBoarder, useCancelLeave, useJoinMess, useLeaveMess, useMealPlan, useMessSettings, useMyLeaves, useSetPlanSlot, useTakeLeave } from './mess-api';

/** A cutoff in the mess's own time zone, whatever the browser's: "Tue 22:00". */
const cutoffFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Dhaka' });

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

/** Why a slot cannot be switched, or when it stops being switchable. */
function slotNote(slot: PlanSlot): string {
  if (slot.source === 'closure') return 'Closed';
  if (slot.locked) return 'Locked';
  return `Change by ${cutoffFormat.format(new Date(slot.cutoffAt))}`;
}

interface SlotProps {
  date: string;
  slot: PlanSlot;
  maxGuests: number;
  busy: boolean;
  onChange: (on: boolean, guests: number) => void;
}

/** One meal: a switch (a checkbox with role switch), its guests, and its cutoff or why it is fixed. */
function SlotSwitch({ date, slot, maxGuests, busy, onChange }: SlotProps) {
  const where = `${weekdayOf(date)} ${slot.slot}`;
  // What the server says decides: a locked slot stays as it was billed, a closed one is off for everyone.
  const fixed = slot.locked || slot.source === 'closure';
  const note = slotNote(slot);
  const noteId = `note-${date}-${slot.slot}`;
  return (
    <SlotRow>
      <label>
        <input type="checkbox" role="switch" checked={slot.on} disabled={fixed || busy} aria-describedby={noteId} onChange={(event) => onChange(event.target.checked, slot.guests)} />
        {where}
      </label>
      <label>
        Guests
        <select aria-label={`Guests for ${where}`} value={slot.guests} disabled={fixed || busy || !slot.on} onChange={(event) => onChange(slot.on, Number(event.target.value))}>
          {Array.from({ length: Math.max(maxGuests, slot.guests) + 1 }, (_unused, count) => (
            <option key={count} value={count}>
              {count}
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

/** Not a boarder yet: join from a date (the server refuses a day whose meals already locked). */
function JoinMess() {
  const [from, setFrom] = useState(() => shiftDate(todayInDhaka(), 1));
  const join = useJoinMess();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    join.mutate(from);
  };
  return (
    <Section id="join-mess" title="Join the mess">
      <p>You are not a boarder of the mess. Join to get Breakfast, Lunch and Dinner every day; switch off the meals you will miss.</p>
      <Form onSubmit={submit}>
        <Field>
          From
          <input type="date" required value={from} onChange={(event) => setFrom(event.target.value)} />
        </Field>
        <Button type="submit" disabled={join.isPending}>
          Join the mess
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    take.mutate({ from, to, reason: reason.trim() || undefined });
  };
  return (
    <Section id="leave" title="Leave">
      <Form onSubmit={submit}>
        <Field>
          From
          <input type="date" required value={from} onChange={(event) => setFrom(event.target.value)} />
        </Field>
        <Field>
          To
          <input type="date" required min={from || undefined} value={to} onChange={(event) => setTo(event.target.value)} />
        </Field>
        <Field>
          Reason (optional)
          <input type="text" maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} />
        </Field>
        <Button type="submit" disabled={take.isPending}>
          Take leave
        </Button>
      </Form>
      {leaves && leaves.data.length > 0 && (
        <LeaveList aria-label="Leaves taken">
          {leaves.data.map((leave) => (
            <li key={leave.id}>
              {formatDayMonth(leave.from)} – {formatDayMonth(leave.to)} ({leave.slotsOff} meals off){leave.reason && ` · ${leave.reason}`}
              {leave.cancelledAt ? (
                <Pill>Cancelled</Pill>
              ) : (
                <Button type="button" $variant="ghost" $small disabled={cancel.isPending} aria-label={`Cancel leave from ${leave.from} to ${leave.to}`} onClick={() => cancel.mutate(leave.id)}>
                  Cancel
                </Button>
              )}
            </li>
          ))}
        </LeaveList>
      )}
      {leaves && leaves.totalPages > 1 && (
        <WeekBar>
          <Button type="button" $variant="ghost" $small disabled={page <= 1} onClick={() => setPage(page - 1)}>
            ← Newer leaves
          </Button>
          <p aria-live="polite">
            Page {page} of {leaves.totalPages}
          </p>
          <Button type="button" $variant="ghost" $small disabled={page >= leaves.totalPages} onClick={() => setPage(page + 1)}>
            Older leaves →
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
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await confirmAction({ title: 'Leave the mess?', text: `You will get no meals from ${from} on.`, confirmButtonText: 'Yes, leave' })) leave.mutate(from);
  };
  return (
    <Section id="leave-mess" title="Leave the mess">
      <Form onSubmit={(event) => void submit(event)}>
        <Field>
          No meals from
          <input type="date" required value={from} onChange={(event) => setFrom(event.target.value)} />
        </Field>
        <Button type="submit" $variant="danger" disabled={leave.isPending}>
          Leave the mess
        </Button>
      </Form>
    </Section>
  );
}

/** 'My Meals' (DESIGN §9): the week's Breakfast, Lunch and Dinner switches, each with its cutoff; guests; the bill; leave. */
export function MyMealsPage() {
  const [week, setWeek] = useState<string | undefined>();
  const plan = useMealPlan(week);
  const { data: settings } = useMessSettings();
  const setSlot = useSetPlanSlot();
  const maxGuests = settings?.maxGuests ?? 0;
  const pending = setSlot.isPending ? setSlot.variables : undefined;
  const change = (date: string, slot: MealSlot) => (on: boolean, guests: number) => setSlot.mutate({ date, slot, on, guests: on ? guests : 0 });

  return (
    <Page>
      <Heading>My Meals</Heading>
      {plan.isError && isNotBoarder(plan.error) ? (
        <JoinMess />
      ) : !plan.data ? (
        <Spinner />
      ) : (
        <>
          <Section id="my-week" title="This week's meals">
            <WeekBar>
              <Button type="button" $variant="ghost" $small onClick={() => setWeek(shiftWeek(plan.data.week, -1))}>
                ← Previous week
              </Button>
              <p aria-live="polite">
                {plan.data.week}: {formatDayMonth(plan.data.days[0]!.date)} – {formatDayMonth(plan.data.days[6]!.date)}
              </p>
              <Button type="button" $variant="ghost" $small onClick={() => setWeek(shiftWeek(plan.data.week, 1))}>
                Next week →
              </Button>
            </WeekBar>
            <WeekDays>
              {plan.data.days.map((day) => (
                <WeekDay key={day.date} aria-labelledby={`my-meals-${day.date}`}>
                  <h3 id={`my-meals-${day.date}`}>
                    {weekdayOf(day.date)}, {formatDayMonth(day.date)}
                  </h3>
                  {day.slots.map((slot) => (
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
          <LeaveMess />
        </>
      )}
    </Page>
  );
}
