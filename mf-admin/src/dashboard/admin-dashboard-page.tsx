import { Heading, JumpList, Page } from '@hostel/ui';
import { DeferredSection } from '@hostel/ui/src/remote/deferred-section';
import { useAdminT } from '../i18n';
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
  ['admin-profile', 'dashboard.jump.profile'],
  ['manage-users', 'dashboard.jump.users'],
  ['add-meal', 'dashboard.jump.addMeal'],
  ['all-meals', 'dashboard.jump.meals'],
  ['weekly-menu', 'dashboard.jump.weeklyMenu'],
  ['headcount', 'dashboard.jump.headcount'],
  ['all-reviews', 'dashboard.jump.reviews'],
  ['serve-meals', 'dashboard.jump.serve'],
  ['upcoming-meals', 'dashboard.jump.upcoming'],
  ['insights', 'dashboard.jump.insights'],
] as const;

/**
 * Only the profile renders with the page: the other nine sections (tables, forms, charts) mount when they come near
 * the screen or when the browser is idle (DeferredSection), so a phone's first screen does not wait for them. The
 * placeholders' heights are about each section's own on a phone, so little moves when one arrives.
 */
export function AdminDashboardPage() {
  const { t } = useAdminT();
  return (
    <Page>
      <Heading>{t('dashboard.title')}</Heading>
      <JumpList sections={SECTIONS.map(([id, key]) => [id, t(key)] as const)} />
      <AdminProfile />
      <DeferredSection id="manage-users" minHeight={720}>
        <ManageUsers />
      </DeferredSection>
      <DeferredSection id="add-meal" minHeight={900}>
        <AddMealForm />
      </DeferredSection>
      <DeferredSection id="all-meals" minHeight={720}>
        <AllMealsTable />
      </DeferredSection>
      <DeferredSection id="weekly-menu" minHeight={720}>
        <WeeklyMenu />
      </DeferredSection>
      <DeferredSection id="headcount" minHeight={480}>
        <HeadcountSection />
      </DeferredSection>
      <DeferredSection id="all-reviews" minHeight={720}>
        <AllReviewsTable />
      </DeferredSection>
      <DeferredSection id="serve-meals" minHeight={720}>
        <ServeMeals />
      </DeferredSection>
      <DeferredSection id="upcoming-meals" minHeight={720}>
        <UpcomingMealsTable />
      </DeferredSection>
      <DeferredSection id="insights" minHeight={1200}>
        <Insights />
      </DeferredSection>
    </Page>
  );
}
