import styled from 'styled-components';
import { Heading, Page } from '@hostel/ui';
import { AddMealForm } from '../meals/add-meal-form';
import { AllMealsTable } from '../meals/all-meals-table';
import { AdminProfile } from '../profile/admin-profile';
import { AllReviewsTable } from '../reviews/all-reviews-table';
import { ServeMeals } from '../serve/serve-meals';
import { UpcomingMealsTable } from '../upcoming/upcoming-meals-table';
import { ManageUsers } from '../users/manage-users';

/** The sections in the spec's order; the jump list keeps a long page quick to move through. */
const SECTIONS = [
  ['admin-profile', 'Profile'],
  ['manage-users', 'Users'],
  ['add-meal', 'Add Meal'],
  ['all-meals', 'Meals'],
  ['all-reviews', 'Reviews'],
  ['serve-meals', 'Serve'],
  ['upcoming-meals', 'Upcoming'],
] as const;

const JumpList = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    list-style: none;
    padding: 0;
    margin: 0 0 24px;
  }
  a {
    display: inline-block;
    padding: 6px 14px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: 600;
    text-decoration: none;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primaryDark};
    outline-offset: 2px;
  }
`;

export function AdminDashboardPage() {
  return (
    <Page>
      <Heading>Admin Dashboard</Heading>
      <JumpList aria-label="Dashboard sections">
        <ul>
          {SECTIONS.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ul>
      </JumpList>
      <AdminProfile />
      <ManageUsers />
      <AddMealForm />
      <AllMealsTable />
      <AllReviewsTable />
      <ServeMeals />
      <UpcomingMealsTable />
    </Page>
  );
}
