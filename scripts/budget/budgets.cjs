// JavaScript budget per page (issue 16): brotli-compressed first-load JavaScript, see first-load.cjs for what counts
// and how to raise a budget. Each limit leaves a little room above the page's size when it was set, so a real
// addition fails the build while the day-to-day drift does not (docs/performance.md has the sizes).
const BUDGETS = {
  // Raised for issue 26: every page carries the i18n runtime (i18next 14.3 kB; react-i18next 9.3 kB, whole, as a
  // module-federation singleton is not tree-shaken) and its catalogues in both languages (about 6 kB).
  // Lowered when the menu's calendar dropped date-fns (about 8 kB on every page) and the browser stopped carrying zod
  // for refusals' values (issue 27): 220 and 228.5 kB then.
  // Lowered when the host's start libraries became one file (issue 27; brotli packs them better together): 210.3 and
  // 218.9 kB then.
  '/': '216 kB',
  '/meals, /meal/:id, /menu': '225 kB',
  // Signed in (issue 27): the shell's session chunk group (Firebase, about 40 kB) is counted since then, not new code.
  // Lowered when the dashboards mounted their sections lazily (issue 27), i18n included.
  // And again with date-fns gone: 260 and 265.6 kB then; and with the start libraries in one file: 248.5 and 256 kB.
  '/UserDashboard, signed in': '255 kB',
  '/AdminDashboard, signed in': '262 kB',
};

module.exports = { BUDGETS };
