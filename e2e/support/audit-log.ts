import type { Locator, Page } from 'playwright-core';

export interface AuditLogQuery {
  /** An action as the Action filter offers it, in words ('Made an admin'), or its operation's name (makeAdmin). */
  action?: string;
  /** The admin's e-mail or user id. */
  actor?: string;
}

/**
 * Opens mf-admin's Audit Log from the account menu (the page must be signed in as an admin), applies the filters and
 * answers the table's rows; a journey then waits for the row it expects, e.g.
 * `(await openAuditLog(page, { action: "Closed the month's statements" })).filter({ hasText: 'October 2026' }).first().waitFor()`.
 * Entries reach the log by event, a moment after the change: the table is asked again until `hasText` is there.
 */
export async function openAuditLog(page: Page, query: AuditLogQuery = {}, hasText?: string | RegExp): Promise<Locator> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Audit Log' }).click();
  await page.getByRole('heading', { name: 'Audit Log' }).waitFor();
  const form = page.getByRole('form', { name: 'Filter the audit log' });
  if (query.actor) await form.getByLabel('Actor').fill(query.actor);
  if (query.action) await form.getByLabel('Action').selectOption(query.action);
  const rows = page.getByRole('table', { name: 'Admin changes, newest first' }).locator('tbody tr');
  for (let attempt = 0; ; attempt++) {
    await form.getByRole('button', { name: 'Apply' }).click();
    if (!hasText) return rows;
    try {
      await rows.filter({ hasText }).first().waitFor({ timeout: 2_000 });
      return rows;
    } catch (err) {
      if (attempt >= 7) throw err;
      // A new filter value is a new query; the same one is refetched by clearing and applying again.
      await form.getByRole('button', { name: 'Clear' }).click();
      if (query.actor) await form.getByLabel('Actor').fill(query.actor);
      if (query.action) await form.getByLabel('Action').selectOption(query.action);
    }
  }
}
