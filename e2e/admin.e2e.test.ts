import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { PROMOTION_THRESHOLD, type Meal, type UpcomingMeal } from '@hostel/contracts';
import { DEMO_ACCOUNTS } from '../scripts/stack/demo-accounts';
import { api, premiumStudent, signUp, type Actor } from './support/api';
import { confirmDialog, jumpTo, launch, shot, signIn, url, visit } from './support/browser';

const admin = DEMO_ACCOUNTS.find((account) => account.email.startsWith('admin'))!;

describe('the admin', () => {
  let browser: Browser;
  let student: Actor;
  let newcomer: Actor;
  let reviewedMeal: Meal;
  beforeAll(async () => {
    browser = await launch();
    // Data the admin acts on, made through the API the way students make it.
    [student, newcomer] = await Promise.all([premiumStudent('gold'), signUp({ name: 'Promote Me' })]);
    const meals = await api<Meal[]>('/meals?search=Morog%20Polao');
    reviewedMeal = meals.body[0]!;
    expect((await api(`/meals/${reviewedMeal._id}/review`, { token: student.token, body: { userName: student.name, rating: 2, comment: 'Too spicy for me' } })).status).toBe(201);
    expect((await api('/serve-meals', { token: student.token, body: { mealId: reviewedMeal._id, title: reviewedMeal.title, userName: student.name, userEmail: student.email } })).status).toBe(201);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('adds, edits and deletes a meal, deletes a review, makes an admin, delivers a request and publishes an upcoming meal', async () => {
    const { page, errors } = await visit(browser);
    await signIn(page, admin.email, admin.password);
    await page.getByRole('link', { name: 'Admin Dashboard' }).click();
    await page.getByRole('heading', { name: 'Manage Users' }).waitFor();

    // Add a meal (with a picture).
    await jumpTo(page, 'Add Meal');
    const title = `Shorshe Ilish ${Date.now()}`;
    const form = page.getByRole('form', { name: 'Add Meal' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Category').selectOption('Dinner');
    await form.getByLabel('Price').fill('450');
    await form.getByLabel('Post time').fill('8:30 PM');
    await form.getByLabel('Image').setInputFiles(join(__dirname, '../svc-meals/seed/images/fishcurry.webp'));
    await form.getByLabel('Ingredients').fill('Hilsa, mustard, green chilli');
    await form.getByLabel('Description').fill('Hilsa steamed in mustard sauce.');
    await form.getByRole('button', { name: /Add Meal/ }).click();
    await page.getByText('Meal Added successfully').waitFor();

    // Edit it: the saved meal replaces its row.
    await jumpTo(page, 'Meals');
    const meals = page.getByRole('region', { name: 'All Meals' });
    await meals.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('form', { name: 'Edit Meal' });
    await edit.getByLabel('Title').fill(`${title} Special`);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await meals.getByRole('cell', { name: `${title} Special`, exact: true }).waitFor();

    // Delete it after the confirmation.
    await meals.getByRole('button', { name: `Delete ${title} Special` }).click();
    await page.locator('.swal2-popup').getByText('Are you sure you want to delete this meal?').waitFor();
    await confirmDialog(page, 'Yes, delete it!');
    await meals.getByRole('cell', { name: `${title} Special`, exact: true }).waitFor({ state: 'detached' });

    // Delete the student's review.
    await jumpTo(page, 'Reviews');
    const reviews = page.getByRole('region', { name: 'All Reviews' });
    await reviews.getByRole('button', { name: `Delete review by ${student.name} on ${reviewedMeal.title}` }).first().click();
    await confirmDialog(page, 'Yes, delete it!');
    await page.locator('.swal2-popup').getByText('Review deleted successfully.').waitFor();
    await confirmDialog(page, 'OK');
    await reviews.getByRole('button', { name: `Delete review by ${student.name} on ${reviewedMeal.title}` }).waitFor({ state: 'detached' });

    // Make the newcomer an admin.
    await jumpTo(page, 'Users');
    const users = page.getByRole('region', { name: 'Manage Users' });
    await users.getByLabel('Search users').fill(newcomer.email);
    await users.getByRole('button', { name: 'Make Admin: Promote Me' }).click();
    await users.getByRole('button', { name: 'Make Admin: Promote Me' }).waitFor({ state: 'detached' });
    expect((await api<{ role: string }>(`/users/${encodeURIComponent(newcomer.email)}`, { token: newcomer.token })).body.role).toBe('admin');

    // Deliver the student's request.
    await jumpTo(page, 'Serve');
    const serve = page.getByRole('region', { name: 'Serve Meals' });
    await serve.getByLabel('Search requests').fill(student.email);
    await serve.getByRole('button', { name: `Deliver ${reviewedMeal.title} to ${student.name}` }).click();
    await serve.getByText('Delivered').first().waitFor();
    await serve.getByRole('button', { name: `Deliver ${reviewedMeal.title} to ${student.name}` }).waitFor({ state: 'detached' });
    await shot(page, 'admin-dashboard');

    // Publish an upcoming meal: it lands in All Meals.
    await jumpTo(page, 'Upcoming');
    const upcoming = await api<UpcomingMeal[]>('/upcoming-meals', { token: student.token });
    const target = upcoming.body.find((meal) => !meal.published && meal.likes < PROMOTION_THRESHOLD)!;
    await page.getByRole('region', { name: 'Upcoming Meals' }).getByRole('button', { name: `Publish ${target.title}` }).click();
    await page.getByText('✅ Meal Published successfully!').waitFor();
    await page.waitForURL(url('/meals'));
    await page.getByPlaceholder('Search by meal name...').fill(target.title);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForFunction((name) => [...document.querySelectorAll('[data-testid="meal-card"] :is(h2, h3)')].some((h) => h.textContent === name), target.title);
    expect(errors).toEqual([]);
  });
});
