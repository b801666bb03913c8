import { lazy } from 'react';
import { Heading, JumpList, Page } from '@hostel/ui';
import { DeferredSection } from '@hostel/ui/deferred-section';
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

/** The sections below the profile, in the same order, with their placeholders' heights (about their own on a phone). */
const BELOW = [
  ['manage-users', 720, ManageUsers],
  ['add-meal', 900, AddMealForm],
  ['all-meals', 720, AllMealsTable],
  ['weekly-menu', 720, WeeklyMenu],
  ['headcount', 480, HeadcountSection],
  ['all-reviews', 720, AllReviewsTable],
  ['serve-meals', 720, ServeMeals],
  ['upcoming-meals', 720, UpcomingMealsTable],
  ['insights', 1200, Insights],
] as const;

/**
 * Only the profile renders with the page: the other nine sections (tables, forms, charts) mount when they come near
 * the screen, by a scroll or a jump link (DeferredSection without `whenIdle`). Mounted while the browser idled, as the
 * student's three are, the admin's nine were each a long task during the load on a slow phone, and nine reads on
 * every visit, for an admin who mostly comes for one section and reaches it by the jump list.
 */
export function AdminDashboardPage() {
  const { t } = useAdminT();
  return (
    <Page>
      <Heading>{t('dashboard.title')}</Heading>
      <JumpList sections={SECTIONS.map(([id, key]) => [id, t(key)] as const)} />
      <AdminProfile />
      {BELOW.map(([id, minHeight, Part]) => (
        <DeferredSection key={id} id={id} minHeight={minHeight} whenIdle={false}>
          <Part />
        </DeferredSection>
      ))}
    </Page>
  );
}
