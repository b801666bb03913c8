/**
 * Latin letters left on a screen that should read in Bengali: the remotes' unit tests switch to Bengali and expect
 * `latinWords(container, allow)` to be empty, where `allow` names the data that stays as it is (meal titles, people's
 * names, emails, brands). Used by jsdom tests; the browser journey does the same on the real page.
 */

/** What a screen reader hears or a user reads besides the text itself. */
const SPOKEN_ATTRIBUTES = ['aria-label', 'alt', 'title', 'placeholder'] as const;

/** Text inside these never shows. */
const NEVER_SHOWN = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);

const LATIN = /\p{Script=Latin}/u;

/** An element the user cannot see: `hidden`, or hidden by an inline style (jsdom computes no stylesheet). */
function isHidden(element: Element): boolean {
  if (NEVER_SHOWN.has(element.tagName)) return true;
  if (element.hasAttribute('hidden')) return true;
  const style = (element as HTMLElement).style;
  return style?.display === 'none' || style?.visibility === 'hidden';
}

/**
 * The pieces of `text` with Latin letters once every allowed string is taken out (longest first, so a name that
 * contains another allowed name goes whole); split into words.
 */
function latinIn(text: string, allow: readonly string[]): string[] {
  let rest = text;
  for (const allowed of allow) if (allowed) rest = rest.split(allowed).join(' ');
  return rest.split(/\s+/).filter((word) => LATIN.test(word));
}

/**
 * The visible words under `root` (text, and aria-label/alt/title/placeholder values, and a button-like input's
 * value) that contain Latin letters, minus the allowed strings. An allowed entry may hold several words
 * ('Beef Tehari', 'admin@hostel.local') and is matched exactly, wherever it occurs.
 */
export function latinWords(root: HTMLElement, allow: string[] = []): string[] {
  const sortedAllow = [...allow].sort((a, b) => b.length - a.length);
  const found: string[] = [];
  const visit = (element: Element) => {
    if (isHidden(element)) return;
    for (const name of SPOKEN_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value) found.push(...latinIn(value, sortedAllow));
    }
    if (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type)) {
      found.push(...latinIn(element.value, sortedAllow));
    }
    for (const child of Array.from(element.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) found.push(...latinIn(child.textContent ?? '', sortedAllow));
      else if (child.nodeType === Node.ELEMENT_NODE) visit(child as Element);
    }
  };
  visit(root);
  return found;
}
