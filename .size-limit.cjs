// size-limit's configuration: one entry per page, its first-load files (scripts/budget/first-load.cjs) against its
// budget (scripts/budget/budgets.cjs).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- size-limit loads this file as CommonJS
const { firstLoadFiles } = require('./scripts/budget/first-load.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const { BUDGETS } = require('./scripts/budget/budgets.cjs');

module.exports = Object.entries(firstLoadFiles(process.env.BUDGET_ROOT ?? __dirname)).map(([name, path]) => ({ name, path, limit: BUDGETS[name] }));
