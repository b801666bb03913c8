import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MEAL_SLOTS, type MenuDay } from '@hostel/contracts';
import { hrefOf } from '@hostel/contracts/routes';
import { formatDayMonth, Pill, useEnumLabels } from '@hostel/ui';
import { useMealsT } from '../i18n';
import { routes } from '../routes';
import { DietLabels } from '../shared/diet-labels';
import { formatWeekday } from '../shared/format';

const Card = styled.section<{ $today: boolean }>`
  background: #fff;
  border-radius: 12px;
  padding: 12px 14px 16px;
  box-shadow: ${({ theme }) => theme.shadow.card};
  border: 2px solid ${({ theme, $today }) => ($today ? theme.colors.primary : 'transparent')};
  /* A day below the screen is laid out and painted only as it comes near it, in the room of a phone's day card (then
     its own last size): on a phone the served week is seven cards long, and laying them all out, Bengali shaping
     included, was the first screen's longest task. */
  content-visibility: auto;
  contain-intrinsic-block-size: auto 520px;
  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 6px;
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
  h2 small {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
  h3 {
    margin: 12px 0 4px;
    font-size: 0.95rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  ul.meals {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  ul.meals > li {
    display: grid;
    gap: 4px;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** One day of the week: its three slots, each meal linking to its details; today is marked. */
export function MenuDayCard({ day, today }: { day: MenuDay; today: boolean }) {
  const { t } = useMealsT();
  const labels = useEnumLabels();
  const headingId = `menu-day-${day.date}`;
  return (
    <Card $today={today} aria-labelledby={headingId} aria-current={today ? 'date' : undefined} data-testid="menu-day">
      <h2 id={headingId}>
        {formatWeekday(day.date)} <small>{formatDayMonth(day.date)}</small>
        {today && <Pill $tone="primary">{t('menu.today')}</Pill>}
      </h2>
      {MEAL_SLOTS.map((slot) => (
        <div key={slot}>
          <h3>{labels.category(slot)}</h3>
          {day.slots[slot].length === 0 ? (
            <p>{t('menu.nothingPlanned')}</p>
          ) : (
            <ul className="meals">
              {day.slots[slot].map((meal) => (
                <li key={meal._id}>
                  <Link to={hrefOf(routes.pages.meal.path, { id: meal._id })}>{meal.title}</Link>
                  <DietLabels dietTags={meal.dietTags} allergens={meal.allergens} />
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </Card>
  );
}
