// Production builds only: a module of operation declarations (packages/contracts/src/operations/<domain>.ts) becomes
// what a browser call needs of each, its name, method and path. The zod schemas stay behind: the front ends check
// answers against them outside production only (packages/ui/src/api/call.ts), and in production they would cost
// every page the whole of zod and every schema, parsed and built on the main thread before the first render.
// Types still come from the source, which TypeScript reads; this only changes what webpack bundles.
const { build } = require('esbuild');

/** The fields of a declaration the production front ends read: the caller, and who may call (the Audit Log's actions). */
const RUNTIME_FIELDS = ['name', 'method', 'path', 'access'];
/** Kept where a declaration has them: a write's `changes`, the kept answers it makes stale (invalidated after it). */
const OPTIONAL_FIELDS = ['changes'];

module.exports = function operationsLoader(source) {
  const done = this.async();
  build({ entryPoints: [this.resourcePath], bundle: true, write: false, platform: 'node', format: 'cjs', logLevel: 'warning' })
    .then(({ outputFiles }) => {
      const module = { exports: {} };
      new Function('module', 'exports', 'require', outputFiles[0].text)(module, module.exports, require);
      const exported = Object.entries(module.exports);
      const isDeclaration = (value) => value && typeof value === 'object' && RUNTIME_FIELDS.every((field) => typeof value[field] === 'string') && 'ok' in value;
      // A helper module beside the declarations (read-change.ts) is bundled as it is.
      if (exported.length === 0 || !exported.every(([, value]) => isDeclaration(value))) return done(null, source);
      const kept = (value) => [...RUNTIME_FIELDS, ...OPTIONAL_FIELDS.filter((field) => value[field] !== undefined)];
      const lines = exported.map(([name, value]) => `export const ${name} = ${JSON.stringify(Object.fromEntries(kept(value).map((field) => [field, value[field]])))};`);
      done(null, `${lines.join('\n')}\n`);
    })
    .catch(done);
};
