import { lazy } from 'react';
import { Heading, JumpList, Page } from '@hostel/ui';
import { DeferredSection } from '@hostel/ui/src/remote/deferred-section';
import { useAdminT } from '../i18n';
import { AdminProfile } from '../profile/admin-profile';

// The sections below the first screen are chunks of their own, downloaded when DeferredSection mounts them.
const ManageUsers = lazy(() => import('../users/manage-users').then((module) => ({ default: module.ManageUsers })));
const AddMealForm = lazy(() => import('../meals/add-meal-form').then((module) => ({ default: module.AddMealForm })));
const AllMealsTable = lazy(() => import('../meals/all-meals-table').then((module) => ({ default: module.AllMealsTable })));
const WeeklyMenu = lazy(() => import('../menu/weekly-menu').then((module) => ({ default: module.WeeklyMenu })));
const HeadcountSection = lazy(() => import('../headcount/headcount-section').then((module) => ({ default: module.HeadcountSection })));
const AllReviewsTable = lazy(() => import('../reviews/all-reviews-table').then((module) => ({ default: module.AllReviewsTable })));
const ServeMeals = lazy(() => import('../serve/serve-meals').then((module) => ({ default: module.ServeMeals })));
const UpcomingMealsTable = lazy(() => import('../upcoming/upcoming-meals-table').then((module) => ({ default: module.UpcomingMealsTable })));
const Insights = lazy(() => import('../insights/insights-section').then((module) => ({ default: module.Insights })));

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
 * the screen or when the browser is idle (DeferredSection), so a phone's first screen does not wait for them;
 * Insights only when it comes near the screen (its jump link or a scroll). The
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
      {/* The last and heaviest part (two reads, four tables, the charts' library): only for an admin who goes there. */}
      <DeferredSection id="insights" minHeight={1200} whenIdle={false}>
        <Insights />
      </DeferredSection>
    </Page>
  );
}
