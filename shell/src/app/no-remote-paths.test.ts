/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REMOTE_ROUTES } from '../testing/remote-routes';

const SOURCE = join(__dirname, '..');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the shell's source", () => {
  it("when it is read, then it names no remote's path: each is its remote's routes module's", () => {
    // A page's path up to its first parameter, written as the start of a string literal.
    const literals = Object.values(REMOTE_ROUTES).flatMap((routes) => Object.values(routes!.pages).map((page) => page.path.split(':')[0]!));
    const named = sourceFiles(SOURCE).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return literals.filter((path) => new RegExp(`['"\`]${escape(path)}${path.endsWith('/') ? '' : "(?=['\"`/?#])"}`, 'i').test(text)).map((path) => `${relative(SOURCE, file)}: ${path}`);
    });

    expect(named).toEqual([]);
  });
});
