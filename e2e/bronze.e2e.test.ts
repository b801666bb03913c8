import type { Browser } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../scripts/stack/demo-accounts';
import { launch, payWithTestCard, shot, signIn, url, visit } from './support/browser';

const bronze = DEMO_ACCOUNTS.find((account) => account.email.startsWith('bronze'))!;

describe('a Bronze student', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('likes once, is refused requests and reviews, buys Gold and sees the badge and the payment', async () => {
    // The second like, the request and the review are refused on purpose; the browser logs each refused request.
    const refused = /status of (403|409) .*\/api\/(meals\/[a-f0-9]{24}\/(like|review)|serve-meals)\)$/;
    const { page, errors } = await visit(browser, { expectedConsoleErrors: [refused] });
    await signIn(page, bronze.email, bronze.password);

    await page.goto(url('/meals'));
    await page.getByPlaceholder('Search by meal name...').fill('Beef Tehari');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="meal-card"] :is(h2, h3)')].some((h) => h.textContent === 'Beef Tehari'));
    await page.getByRole('link', { name: 'View Details' }).first().click();
    const like = page.getByRole('button', { name: /^Like \(\d+ likes\)$/ });
    const before = Number((await like.getAttribute('aria-label'))!.match(/\d+/)![0]);
    await like.click();
    await page.getByRole('button', { name: `Like (${before + 1} likes)` }).waitFor();
    await page.getByRole('button', { name: `Like (${before + 1} likes)` }).click();
    await page.locator('.swal2-popup').getByText('You already liked this meal').waitFor();
    await page.locator('.swal2-confirm').click();
    await page.getByRole('button', { name: `Like (${before + 1} likes)` }).waitFor();

    await page.getByRole('button', { name: 'Request Meal' }).click();
    await page.locator('.swal2-popup').getByText('You have to upgrade your account to request meals').waitFor();
    await page.locator('.swal2-confirm').click();

    await page.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await page.getByLabel('Your review').fill('Would love to review this.');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.locator('.swal2-popup').getByText('You have to upgrade your account to submit a review').waitFor();
    await page.locator('.swal2-confirm').click();
    await shot(page, 'bronze-refused');

    await page.goto(url('/checkout/gold'));
    await page.getByRole('heading', { name: 'Purchase Gold Package' }).waitFor();
    await payWithTestCard(page);
    await page.getByText('Payment successful! Badge updated.').waitFor({ timeout: 30_000 });
    await page.waitForURL(url('/'));

    await page.goto(url('/UserDashboard'));
    const profile = page.getByRole('region', { name: 'My Profile' });
    await profile.getByText('Gold').waitFor();
    const history = page.getByRole('region', { name: 'Payment History' });
    await history.getByText('399 tk.').first().waitFor();
    await shot(page, 'bronze-after-gold');

    await page.goto(url('/checkout/diamond'));
    await page.getByText('Invalid Package').waitFor();
    expect(errors).toEqual([]);
  });

  it('when a non-admin opens /AdminDashboard, then they end on /', async () => {
    const { page } = await visit(browser);
    await signIn(page, bronze.email, bronze.password);
    await page.goto(url('/AdminDashboard'));
    await page.waitForURL(url('/'));
    await page.getByRole('heading', { name: 'Upgrade Your Membership' }).waitFor();
  });
});
