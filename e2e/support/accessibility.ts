import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's WCAG 2 A/AA findings (the rules behind Lighthouse's accessibility score) in one part of the page, or
 * the whole of it.
 */
export async function accessibilityViolations(page: Page, within = 'body'): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (selector) => {
    type Finding = { id: string; nodes: { target: string[]; html: string }[] };
    const axe = (window as unknown as { axe: { run: (context: Element, options: object) => Promise<{ violations: Finding[] }> } }).axe;
    const { violations } = await axe.run(document.querySelector(selector)!, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return violations.map((finding) => `${finding.id}: ${finding.nodes.map((node) => node.html.slice(0, 160)).join(', ')}`);
  }, within);
}
