#!/usr/bin/env node
/**
 * Production build of one service: its entry points and the workspace packages it uses (@hostel/*, which ship
 * as TypeScript source) bundled into dist/ by esbuild; npm packages stay external and are installed with
 * `npm install --omit=dev -w <service>` in the image, so native and worker-thread modules (pino) load as usual.
 *
 * Usage: node scripts/bundle-service.mjs <service-folder> [entry...]   (entries default to src/main.ts)
 */
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const [, , folder, ...entries] = process.argv;
if (!folder) {
  console.error('usage: bundle-service.mjs <service-folder> [entry...]');
  process.exit(2);
}
const root = resolve(folder);

const packageName = (path) => path.split('/').slice(0, path.startsWith('@') ? 2 : 1).join('/');

/** Whether Node finds the package from `dir` at run time (walking up the node_modules folders). */
function reachable(name, dir) {
  for (let current = dir; ; current = dirname(current)) {
    if (existsSync(join(current, 'node_modules', name, 'package.json'))) return true;
    if (dirname(current) === current) return false;
  }
}

/**
 * npm packages the service can require at run time stay external. A package npm nested inside a workspace
 * package (e.g. platform's own mongodb) is not reachable from the service folder, so it is bundled; an optional
 * peer that is not installed at all (mongodb's kerberos, snappy…) stays external, required in a try/catch.
 */
const externalNpm = {
  name: 'external-npm',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@hostel/')) return undefined;
      const name = packageName(args.path);
      if (isBuiltin(args.path) || reachable(name, root) || !reachable(name, args.resolveDir)) return { path: args.path, external: true };
      return undefined;
    });
  },
};

await build({
  entryPoints: (entries.length ? entries : ['src/main.ts']).map((entry) => join(root, entry)),
  outdir: join(root, 'dist'),
  outbase: join(root, 'src'),
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  sourcemap: true,
  plugins: [externalNpm],
  logLevel: 'warning',
});
console.log(`bundled ${folder} → ${join(folder, 'dist')}`);
