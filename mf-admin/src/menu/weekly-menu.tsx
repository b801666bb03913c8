import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { MEAL_SLOTS, MENU_SLOT_MAX_MEALS, shiftWeek, type Meal, type MealSlot, type MenuDay } from '@hostel/contracts';
import { Button, formatDayMonth, formatNumber, Section, Spinner, useDeferredAnswer, useTimeAgo, useTodayInDhaka, WeekBar, WeekDay, WeekDays } from '@hostel/ui';
import { slotName, useAdminT } from '../i18n';
import { formatWeekday } from '../i18n/format';
import { useAllMeals } from '../meals/meals-api';
import { useMenuWeek, useSetMenuSlot } from './menu-api';

const Day = styled(WeekDay)`
  padding-bottom: 12px;
  h4 {
    margin: 10px 0 4px;
    font-size: 0.95rem;
  }
  ul {
    list-style: none;
    margin: 0 0 6px;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 2px 4px 2px 10px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  select {
    font: inherit;
    width: 100%;
    min-height: 40px;
    padding: 6px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: #fff;
  }
  label {
    display: grid;
    gap: 4px;
    font-size: 0.9rem;
  }
`;

const Picker = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 8px;
  label {
    flex: 1;
    min-width: 0;
  }
  button {
    min-height: 40px;
  }
`;

/** A meal as the slots' selects offer it: its option's words written once for the whole week. */
interface Choice {
  _id: string;
  category: MealSlot;
  label: string;
}

interface SlotEditorProps {
  day: MenuDay;
  slot: MealSlot;
  /** Every meal, by title. */
  choices: Choice[];
  busy: boolean;
  onSave: (mealIds: string[]) => void;
}

/**
 * The meals by title with their options' words. Made once per list of meals, not in each of the week's 21 slots: there
 * the sort and the words were most of the section's render, one long task on a slow phone. Titles are ordered by
 * their lower-cased characters rather than localeCompare: a page's first collation loads ICU's collation data, one
 * more long task, for a list that only has to be in an order the admin can scan (Bengali letters are in alphabetical
 * order in Unicode too).
 */
function useChoices(meals: Meal[]): Choice[] {
  const { t } = useAdminT();
  return useMemo(
    () =>
      meals
        .map((meal) => ({ key: meal.title.toLowerCase(), meal }))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
        .map(({ meal }) => ({ _id: meal._id, category: meal.category, label: t('menu.option', { title: meal.title, category: slotName(meal.category) }) })),
    [meals, t],
  );
}

/**
 * One slot: its meals with a Remove button each, a select of meals (the slot's category first) and an Add button.
 * Choosing saves nothing by itself: arrow keys on a closed select fire change in Chromium, while the admin only browses.
 */
function SlotEditor({ day, slot, choices: byTitle, busy, onSave }: SlotEditorProps) {
  const { t } = useAdminT();
  const [chosen, setChosen] = useState('');
  const current = day.slots[slot];
  const ids = current.map((meal) => meal._id);
  const where = t('menu.where', { weekday: formatWeekday(day.date), slot: slotName(slot) });
  // The slot's own category first, each part by title.
  const open = byTitle.filter((meal) => !ids.includes(meal._id));
  const choices = [...open.filter((meal) => meal.category === slot), ...open.filter((meal) => meal.category !== slot)];
  const full = ids.length >= MENU_SLOT_MAX_MEALS;
  // A meal chosen here may have reached the slot since (the admin's other tab, a refetch).
  const picked = choices.some((meal) => meal._id === chosen) ? chosen : '';
  const add = () => {
    onSave([...ids, picked]);
    setChosen('');
  };
  return (
    <div>
      <h4>{slotName(slot)}</h4>
      {current.length > 0 && (
        <ul aria-label={t('menu.slotMeals', { where })}>
          {current.map((meal) => (
            <li key={meal._id}>
              {meal.title}
              <Button type="button" $variant="ghost" $small disabled={busy} aria-label={t('menu.remove', { meal: meal.title, where })} onClick={() => onSave(ids.filter((id) => id !== meal._id))}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Picker>
        <label>
          {full ? t('menu.full', { where, max: formatNumber(MENU_SLOT_MAX_MEALS) }) : t('menu.mealFor', { where })}
          <select value={picked} disabled={busy || full} onChange={(e) => setChosen(e.target.value)}>
            <option value="">{t('menu.chooseMeal')}</option>
            {choices.map((meal) => (
              <option key={meal._id} value={meal._id}>
                {meal.label}
              </option>
            ))}
          </select>
        </label>
        <Button type="button" $small disabled={busy || full || !picked} aria-label={t('menu.addTo', { where })} onClick={add}>
          {t('menu.add')}
        </Button>
      </Picker>
    </div>
  );
}

const NO_MEALS: Meal[] = [];

/** AdminDashboard's 'Weekly Menu': a week, day by day, filled slot by slot; each Add and Remove is saved at once. */
export function WeeklyMenu() {
  const { t } = useAdminT();
  const [week, setWeek] = useState<string | undefined>();
  // The week's 21 slot editors render a step behind their data (see useDeferredAnswer).
  const data = useDeferredAnswer(useMenuWeek(week).data).shown;
  const choices = useChoices(useDeferredAnswer(useAllMeals().data).shown ?? NO_MEALS);
  const setSlot = useSetMenuSlot();
  const today = useTodayInDhaka();
  const updatedAgo = useTimeAgo(data?.updatedAt);

  return (
    <Section id="weekly-menu" title={t('menu.title')}>
      {!data ? (
        <Spinner />
      ) : (
        <>
          <WeekBar>
            <Button type="button" $variant="ghost" $small onClick={() => setWeek(shiftWeek(data.week, -1))}>
              {t('menu.previousWeek')}
            </Button>
            <p aria-live="polite">
              {t('menu.weekRange', { week: data.week, number: formatNumber(Number(data.week.split('-W')[1])), from: formatDayMonth(data.days[0]!.date), to: formatDayMonth(data.days[6]!.date) })}
            </p>
            <Button type="button" $variant="ghost" $small onClick={() => setWeek(shiftWeek(data.week, 1))}>
              {t('menu.nextWeek')}
            </Button>
            {data.updatedAt && <span>{t('menu.lastUpdated', { ago: updatedAgo })}</span>}
          </WeekBar>
          <WeekDays>
            {data.days.map((day) => (
              <Day key={day.date} aria-labelledby={`admin-menu-${day.date}`} aria-current={day.date === today ? 'date' : undefined}>
                <h3 id={`admin-menu-${day.date}`}>
                  {t('menu.dayHeading', { weekday: formatWeekday(day.date), date: formatDayMonth(day.date) })}
                  {day.date === today && t('common.today')}
                </h3>
                {MEAL_SLOTS.map((slot) => (
                  <SlotEditor key={slot} day={day} slot={slot} choices={choices} busy={setSlot.isPending} onSave={(mealIds) => setSlot.mutate({ date: day.date, slot, mealIds })} />
                ))}
              </Day>
            ))}
          </WeekDays>
        </>
      )}
    </Section>
  );
}
