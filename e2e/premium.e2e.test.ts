import type { Browser } from 'playwright-core';
import type { UpcomingMeal } from '@hostel/contracts';
import { DEMO_ACCOUNTS } from '../scripts/stack/demo-accounts';
import { api, premiumStudent, signUp } from './support/api';
import { confirmDialog, launch, markLoaded, payWithTestCard, shot, signIn, stillSamePage, url, visit } from './support/browser';

const gold = DEMO_ACCOUNTS.find((account) => account.email.startsWith('gold'))!;

describe('a premium student', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('reviews a meal, requests it and cancels the request from the dashboard', async () => {
    const { page, errors } = await visit(browser);
    await signIn(page, gold.email, gold.password);
    await page.goto(url('/meals'));
    await page.getByPlaceholder('Search by meal name...').fill('Mutton Kacchi');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="meal-card"] :is(h2, h3)')].some((h) => h.textContent === 'Mutton Kacchi'));
    await page.getByRole('link', { name: 'View Details' }).first().click();
    await page.getByRole('heading', { name: 'Mutton Kacchi', level: 1 }).waitFor();

    // The spec's warning for an empty review, then a real one that resets the form.
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.locator('.swal2-popup').getByText('Please enter review and select a rating').waitFor();
    await page.locator('.swal2-confirm').click();
    const comment = `Rich and tender, e2e ${Date.now()}`;
    await page.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await page.getByLabel('Your review').fill(comment);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByRole('region', { name: 'Reviews' }).getByText(comment).waitFor();
    // The form resets after a successful submit.
    await page.waitForFunction(() => (document.querySelector('textarea') as HTMLTextAreaElement | null)?.value === '');

    await page.getByRole('button', { name: 'Request Meal' }).click();
    await page.getByText('Meal requested successfully').waitFor();

    await page.goto(url('/UserDashboard'));
    const requests = page.getByRole('region', { name: 'Requested Meals' });
    await requests.getByText('Mutton Kacchi').first().waitFor();
    await requests.getByText('Pending').first().waitFor();
    const reviews = page.getByRole('region', { name: 'All Reviews' });
    await reviews.getByText('Mutton Kacchi').first().waitFor();
    await shot(page, 'premium-dashboard');
    const before = await requests.getByRole('button', { name: 'Cancel request for Mutton Kacchi' }).count();
    await requests.getByRole('button', { name: 'Cancel request for Mutton Kacchi' }).first().click();
    await page.locator('.swal2-popup').getByText("You won't be able to revert this cancellation!").waitFor();
    await confirmDialog(page, 'Yes, cancel it!');
    await page.locator('.swal2-popup').getByText('Your request has been cancelled successfully.').waitFor();
    await page.waitForFunction(
      (count) => document.querySelectorAll('button[aria-label="Cancel request for Mutton Kacchi"]').length === count - 1,
      before,
    );
    expect(errors).toEqual([]);
  });

  it('likes upcoming meals; the tenth like promotes the meal into All Meals', async () => {
    // Nine other premium students like the least-liked upcoming meal first (through the API).
    const fans = await Promise.all(Array.from({ length: 9 }, () => premiumStudent('silver')));
    const upcoming = await api<UpcomingMeal[]>('/upcoming-meals', { token: fans[0]!.token });
    const target = [...upcoming.body].filter((meal) => !meal.published).sort((a, b) => a.likes - b.likes)[0]!;
    expect(target.likes).toBe(0);
    for (const fan of fans) expect((await api(`/upcoming-meals/${target._id}/like`, { method: 'PATCH', token: fan.token, body: {} })).status).toBe(200);

    const { page, errors } = await visit(browser);
    await signIn(page, gold.email, gold.password);
    await page.getByRole('link', { name: 'Upcoming Meals' }).first().click();
    await page.getByText('Only premium users can like these future meals. Your feedback helps us prioritize!').waitFor();
    // Sorted by likes: the target, with 9, is first.
    const first = page.getByTestId('upcoming-card').first();
    await first.getByRole('heading', { name: target.title }).waitFor();
    const likeButton = first.getByRole('button', { name: `Like ${target.title} (9 likes)` });
    expect(await likeButton.getAttribute('aria-pressed')).toBe('false');
    await likeButton.click();
    await page.getByText('Meal promoted to main meals collection!').waitFor();
    // Read again, the meal counts the student's like and shows it as theirs.
    const liked = page.getByTestId('upcoming-card').first().getByRole('button', { name: `Like ${target.title} (10 likes)` });
    await liked.waitFor();
    expect(await liked.getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'premium-promoted');

    await page.getByRole('link', { name: 'Meals', exact: true }).first().click();
    await page.getByPlaceholder('Search by meal name...').fill(target.title);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForFunction((title) => [...document.querySelectorAll('[data-testid="meal-card"] :is(h2, h3)')].some((h) => h.textContent === title), target.title);
    expect(errors).toEqual([]);
  });

  it('pays for Gold: the navbar’s badge turns Gold without a reload, and the toast says the badge was updated only after it did', async () => {
    const student = await signUp({ name: 'Checkout Student' });
    const { page, errors } = await visit(browser);
    await signIn(page, student.email, 'Password1');
    await page.goto(url('/checkout/gold'));
    await page.getByRole('heading', { name: 'Purchase Gold Package' }).waitFor();
    await page.locator('header [data-badge="Bronze"]').waitFor();
    await markLoaded(page);
    // The page itself notes when the navbar's badge turned Gold and when the toast appeared.
    await page.evaluate(() => {
      const seen = { gold: 0, toast: 0 };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new MutationObserver(() => {
        if (!seen.gold && document.querySelector('header [data-badge="Gold"]')) seen.gold = performance.now();
        if (!seen.toast && document.body.textContent?.includes('Payment successful! Badge updated.')) seen.toast = performance.now();
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });

    await payWithTestCard(page);

    await page.getByText('Payment successful! Badge updated.').waitFor({ timeout: 30_000 });
    const seen = await page.evaluate(() => (window as unknown as { __seen: { gold: number; toast: number } }).__seen);
    expect(seen.gold).toBeGreaterThan(0);
    expect(seen.gold).toBeLessThanOrEqual(seen.toast);
    expect(await page.locator('header [data-badge="Gold"]').textContent()).toBe('Badge: Gold');
    expect(await stillSamePage(page)).toBe(true);
    await shot(page, 'premium-checkout-badge');
    expect(errors).toEqual([]);
  });
});
