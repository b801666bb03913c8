import { Heading, JumpList, Page } from '@hostel/ui';
import { HeadcountSection } from '../headcount/headcount-section';
import { AddMealForm } from '../meals/add-meal-form';
import { Insights } from '../insights/insights-section';
import { AllMealsTable } from '../meals/all-meals-table';
import { WeeklyMenu } from '../menu/weekly-menu';
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
  ['weekly-menu', 'Weekly Menu'],
  ['headcount', 'Headcount'],
  ['all-reviews', 'Reviews'],
  ['serve-meals', 'Serve'],
  ['upcoming-meals', 'Upcoming'],
  ['insights', 'Insights'],
] as const;

export function AdminDashboardPage() {
  return (
    <Page>
      <Heading>Admin Dashboard</Heading>
      <JumpList sections={SECTIONS} />
      <AdminProfile />
      <ManageUsers />
      <AddMealForm />
      <AllMealsTable />
      <WeeklyMenu />
      <HeadcountSection />
      <AllReviewsTable />
      <ServeMeals />
      <UpcomingMealsTable />
      <Insights />
    </Page>
  );
}
