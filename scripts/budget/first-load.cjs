/**
 * Which JavaScript each page loads before its first render, read from the built front ends (issue 16's budget):
 * the shell's entry and bootstrap chunk group (shell/dist/first-load.json, written by packages/web-build), the
 * shared modules the shell provides (react, react-dom, styled-components, react-query… from its mf-manifest.json:
 * the shell loads first, so its copies are the ones every remote uses), and the page's remote: its remoteEntry.js
 * and the exposed module's own files (mf-manifest.json `exposes[].assets.js.sync`). The dashboards are measured
 * signed in (issue 27), as they are only ever seen: their first load also holds the shell's session chunk group
 * (Firebase, which a browser holding a session loads beside its first page, and which the dashboard's first
 * content waits on). Public pages are a visitor's first load, without it.
 *
 * Budgets live in budgets.cjs beside this file (.size-limit.cjs at the root joins the two); `npm run budget` checks them and scripts/build-web.sh runs it after
 * every build, so a build whose page grows past its budget fails. To raise one deliberately, change its limit
 * there in the same commit as the code that needs it, and say why in the message.
 */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** A remote's files for one exposed module: the remote entry and the module's own chunks. */
function remoteFiles(dist, expose) {
  const manifest = readJson(join(dist, 'mf-manifest.json'));
  const exposed = manifest.exposes.find((candidate) => candidate.name === expose);
  if (!exposed) throw new Error(`${dist}: no exposed module named ${expose}`);
  return ['remoteEntry.js', ...exposed.assets.js.sync].map((file) => join(dist, file));
}

/** The shell's part of every page: entry, bootstrap chunk group and the shared modules it provides. */
function shellFiles(dist) {
  const { entry, bootstrap } = readJson(join(dist, 'first-load.json'));
  const shared = readJson(join(dist, 'mf-manifest.json')).shared.flatMap((module) => module.assets.js.sync);
  return [...new Set([...entry, ...bootstrap, ...shared])].map((file) => join(dist, file));
}

/** The shell's session chunk group: what a signed-in first load adds to a visitor's. */
function sessionFiles(dist) {
  const { session } = readJson(join(dist, 'first-load.json'));
  if (!session?.length) throw new Error(`${dist}/first-load.json names no session chunk group: a build from before it was named (rebuild the shell)`);
  return session.map((file) => join(dist, file));
}

/** Each page's first-load files, by page; `root` holds the four apps' folders with their dist/. */
function firstLoadFiles(root) {
  const shell = shellFiles(join(root, 'shell/dist'));
  const session = sessionFiles(join(root, 'shell/dist'));
  const remote = (app, expose) => [...shell, ...remoteFiles(join(root, app, 'dist'), expose)];
  return {
    // Home is the shell's own page, with mf-meals' category block in it.
    '/': remote('mf-meals', 'category-block'),
    // All Meals, a meal's page and the weekly menu are one exposed module of mf-meals: the same files.
    '/meals, /meal/:id, /menu': remote('mf-meals', 'spa'),
    '/UserDashboard, signed in': [...remote('mf-dashboard', 'spa'), ...session],
    '/AdminDashboard, signed in': [...remote('mf-admin', 'spa'), ...session],
  };
}

module.exports = { firstLoadFiles, remoteFiles, sessionFiles, shellFiles };
