import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync } from 'node:zlib';
import { build } from 'esbuild';

// CommonJS modules (size-limit's configuration requires them as they are).
const { firstLoadFiles } = require('./first-load.cjs') as { firstLoadFiles: (root: string) => Record<string, string[]> };
const { BUDGETS } = require('./budgets.cjs') as { BUDGETS: Record<string, string> };

const ROOT = join(__dirname, '../..');
const run = promisify(execFile);
const MEALS_PAGES = '/meals, /meal/:id, /menu';
const USER_DASHBOARD = '/UserDashboard, signed in';
const ADMIN_DASHBOARD = '/AdminDashboard, signed in';

/** Built front ends as scripts/budget reads them, with files of chosen sizes (no webpack build needed). */
function fakeBuild(root: string, files: Record<string, string | Buffer>): void {
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), content);
  };
  write('shell/dist/first-load.json', JSON.stringify({ entry: ['main.js'], bootstrap: ['bootstrap.js'], session: ['session.js', 'firebase-vendor.js'] }));
  write('shell/dist/mf-manifest.json', JSON.stringify({ shared: [{ name: 'react', assets: { js: { sync: ['react.js'] } } }] }));
  for (const app of ['mf-meals', 'mf-dashboard', 'mf-admin']) {
    const exposes = [
      { name: 'spa', assets: { js: { sync: ['spa.js'] } } },
      { name: 'category-block', assets: { js: { sync: ['block.js'] } } },
    ];
    write(`${app}/dist/mf-manifest.json`, JSON.stringify({ exposes }));
    for (const file of ['remoteEntry.js', 'spa.js', 'block.js']) write(`${app}/dist/${file}`, 'export {};');
  }
  for (const file of ['main.js', 'bootstrap.js', 'react.js', 'session.js', 'firebase-vendor.js']) write(`shell/dist/${file}`, 'export {};');
  for (const [file, content] of Object.entries(files)) write(file, content);
}

/** JavaScript whose brotli size is about `bytes` (random text does not compress much). */
function filler(bytes: number): string {
  let text = '';
  while (brotliCompressSync(`export const filler = "${text}";`).length < bytes) text += randomBytes(4096).toString('base64');
  return `export const filler = "${text}";`;
}

/** The budget's limit of a page, in bytes (size-limit reads `kB` as 1000 bytes). */
const limitOf = (page: string) => Number.parseFloat(BUDGETS[page]!) * 1000;

/** Runs the real check (size-limit with the repository's .size-limit.cjs) on the build under `root`. */
async function checkBudget(root: string): Promise<{ name: string; passed: boolean; size: number }[]> {
  const result = await run('npx', ['--no-install', 'size-limit', '--json'], { cwd: ROOT, env: { ...process.env, BUDGET_ROOT: root } }).catch((err: { stdout: string }) => err);
  return JSON.parse(result.stdout) as { name: string; passed: boolean; size: number }[];
}

describe('the JavaScript budget per page', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'budget-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('when a build is read, then each page counts the shell, the shared modules and its remote’s exposed module', () => {
    fakeBuild(root, {});
    const pages = firstLoadFiles(root);

    expect(Object.keys(pages)).toEqual(['/', MEALS_PAGES, USER_DASHBOARD, ADMIN_DASHBOARD]);
    const relative = (files: string[]) => files.map((file) => file.slice(root.length + 1));
    expect(relative(pages[MEALS_PAGES]!)).toEqual(['shell/dist/main.js', 'shell/dist/bootstrap.js', 'shell/dist/react.js', 'mf-meals/dist/remoteEntry.js', 'mf-meals/dist/spa.js']);
    expect(relative(pages['/']!)).toContain('mf-meals/dist/block.js');
    expect(relative(pages[ADMIN_DASHBOARD]!)).toContain('mf-admin/dist/spa.js');
  });

  it('when a build is read, then the dashboards count the shell’s session chunk group (signed in) and the public pages do not', () => {
    fakeBuild(root, {});
    const pages = firstLoadFiles(root);
    const session = [join(root, 'shell/dist/session.js'), join(root, 'shell/dist/firebase-vendor.js')];

    expect(pages[USER_DASHBOARD]).toEqual(expect.arrayContaining([...session, join(root, 'mf-dashboard/dist/spa.js')]));
    expect(pages[ADMIN_DASHBOARD]).toEqual(expect.arrayContaining([...session, join(root, 'mf-admin/dist/spa.js')]));
    for (const page of ['/', MEALS_PAGES]) for (const file of session) expect(pages[page]).not.toContain(file);
  });

  it('when the shell’s build names no session chunk group, then reading it fails rather than measure the dashboards signed out', () => {
    fakeBuild(root, { 'shell/dist/first-load.json': JSON.stringify({ entry: ['main.js'], bootstrap: ['bootstrap.js'] }) });
    expect(() => firstLoadFiles(root)).toThrow('names no session chunk group');
  });

  it('when the session chunk group grows past a dashboard’s budget, then the check fails naming both dashboards only', async () => {
    // Every page 10 kB under Home's budget (the smallest); then a session chunk that takes both dashboards 10 kB over
    // the larger of their budgets, which the public pages do not load.
    const shellSize = limitOf('/') - 10_000;
    fakeBuild(root, { 'shell/dist/main.js': filler(shellSize) });
    expect((await checkBudget(root)).every((page) => page.passed)).toBe(true);

    writeFileSync(join(root, 'shell/dist/session.js'), filler(Math.max(limitOf(USER_DASHBOARD), limitOf(ADMIN_DASHBOARD)) - shellSize + 10_000));
    const results = await checkBudget(root);
    expect(results.filter((page) => !page.passed).map((page) => page.name)).toEqual([USER_DASHBOARD, ADMIN_DASHBOARD]);
  }, 60_000);

  it('when a page grows past its budget through a planted import, then the check fails naming that page, and passes without it', async () => {
    // All Meals' page at 30 kB under its budget: a real library bundled into its exposed module must push it over.
    const base = filler(limitOf(MEALS_PAGES) - 30_000);
    fakeBuild(root, { 'shell/dist/main.js': base });
    expect((await checkBudget(root)).every((page) => page.passed)).toBe(true);

    const planted = await build({
      stdin: { contents: "import * as charts from 'recharts'; console.log(charts);", resolveDir: ROOT },
      bundle: true,
      minify: true,
      write: false,
      format: 'esm',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'error',
    });
    writeFileSync(join(root, 'mf-meals/dist/spa.js'), planted.outputFiles[0]!.contents);

    const results = await checkBudget(root);
    expect(results.filter((page) => !page.passed).map((page) => page.name)).toEqual([MEALS_PAGES]);
    expect(results.find((page) => page.name === MEALS_PAGES)!.size).toBeGreaterThan(limitOf(MEALS_PAGES));
  }, 60_000);
});
