// The one SWC configuration of the front ends' code, for the browser build (webpack's swc-loader, index.js) and the
// server's first-screen renderer (scripts/build-first-screen.mjs) alike: the browser hydrates the markup the server
// rendered, so both must give every styled component the same class name.
const path = require('node:path');

const root = path.join(__dirname, '../..');

/**
 * styled-components names a component's class by the order components are created in, which differs between the
 * server's bundle and the federated page (different modules, loaded in another order). The plugin gives each one an
 * id of its own instead (a hash of its file's code and its place in the file), the same in every build of that file,
 * so the server's markup and the browser's first render carry the same class names and React can hydrate it.
 */
const styledComponents = [
  require.resolve('@swc/plugin-styled-components'),
  // displayName/fileName off: shorter markup and the same names in development and production builds.
  { displayName: false, fileName: false, ssr: true, pure: true, minify: true, transpileTemplateLiterals: false },
];

/** swc's options for a front end's TypeScript/TSX file; `production` decides React's development JSX only. */
function swcOptions({ production }) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !production } },
      target: 'es2020',
      // The compiled Wasm plugin is cached here (by default swc would write a .swc folder into each app).
      experimental: { plugins: [styledComponents], cacheRoot: path.join(root, 'node_modules/.cache/swc') },
    },
  };
}

module.exports = { swcOptions };
