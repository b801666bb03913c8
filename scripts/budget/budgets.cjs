// JavaScript budget per page (issue 16): brotli-compressed first-load JavaScript, see first-load.cjs for what counts
// and how to raise a budget. Each limit leaves a little room above the page's size when it was set, so a real
// addition fails the build while the day-to-day drift does not (docs/performance.md has the sizes).
const BUDGETS = {
  '/': '202 kB',
  '/meals, /meal/:id, /menu': '226 kB',
  // Signed in (issue 27): the shell's session chunk group (Firebase, about 40 kB) is counted since then, not new code.
  '/UserDashboard, signed in': '300 kB',
  '/AdminDashboard, signed in': '305 kB',
};

module.exports = { BUDGETS };
