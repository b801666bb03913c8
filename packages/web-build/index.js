// The shared webpack 5 + @module-federation/enhanced configuration of the shell and the three remotes.
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { swcOptions } = require('./swc-options');

const root = path.join(__dirname, '../..');

function versionOf(name) {
  return require(path.join(root, 'node_modules', name, 'package.json')).version;
}

/**
 * Singletons must be one copy per page (React's hooks and styled-components' registry break otherwise); the
 * others are shared to download once. `react-dom/client` is listed on its own or its chunk downloads twice.
 * react-router-dom is deliberately not shared: every React root has its own BrowserRouter (single-spa tells
 * them all about each other's history changes), and a shared module cannot be tree-shaken, so sharing it
 * would cost every page the whole router where each build's own used part is a fraction of it.
 */
/**
 * The libraries every page of the host starts with: the shared ones (below) and what they import, and the router. In
 * the host's production build they make one file (`startup`) instead of one per package: each script the federation
 * runtime adds to the page costs the main thread its insertion, a task to run it and a fetch to start, a dozen of
 * them on every first load (docs/performance.md, fourteenth session, has the side-by-side measure).
 */
const STARTUP_LIBRARIES = /[\\/]node_modules[\\/](react|react-dom|scheduler|styled-components|stylis|@emotion|shallowequal|@tanstack|single-spa|single-spa-react|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/;

function shared() {
  const react = `^${versionOf('react')}`;
  const reactDom = `^${versionOf('react-dom')}`;
  return {
    react: { singleton: true, requiredVersion: react },
    'react/jsx-runtime': { singleton: true, requiredVersion: react },
    'react-dom': { singleton: true, requiredVersion: reactDom },
    'react-dom/client': { singleton: true, requiredVersion: reactDom },
    'styled-components': { singleton: true, requiredVersion: `^${versionOf('styled-components')}` },
    '@tanstack/react-query': { singleton: true, requiredVersion: `^${versionOf('@tanstack/react-query')}` },
    'single-spa-react': { requiredVersion: `^${versionOf('single-spa-react')}` },
    // One router of the page's applications: a remote's navigateToUrl must be the shell's single-spa (a second copy
    // evaluates again, warns "loaded twice" and keeps state of its own).
    'single-spa': { singleton: true, requiredVersion: `^${versionOf('single-spa')}` },
    // One i18n instance per page: the language switch in the shell's navbar changes every remote's words at once,
    // and each remote adds its own catalogue to it.
    i18next: { singleton: true, requiredVersion: `^${versionOf('i18next')}` },
    'react-i18next': { singleton: true, requiredVersion: `^${versionOf('react-i18next')}` },
  };
}

/**
 * Writes first-load.json: the files of the entry point and of the chunk group named `bootstrap`, and of the one named
 * `session` (the shell's Firebase, which a browser holding a session loads beside its first page).
 */
class FirstLoadFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstLoadFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FirstLoadFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const filesOf = (group) => (group ? [...group.getFiles()].filter((file) => file.endsWith('.js')) : []);
        const named = (name) => filesOf(compilation.namedChunkGroups.get(name));
        const files = { entry: filesOf(compilation.entrypoints.get('main')), bootstrap: named('bootstrap'), session: named('session') };
        compilation.emitAsset('first-load.json', new compiler.webpack.sources.RawSource(JSON.stringify(files, null, 2)));
      });
    });
  }
}

/**
 * Marks the scripts a page runs as it starts with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome
 * 136+; other engines read a comment): their functions are then compiled on the background thread that streams the
 * file in, instead of lazily on the main thread the first time each runs, where compiling React and the app's modules
 * made the start's longest tasks on a slow phone. Only the start's files: the host's entry and `bootstrap` group and
 * the chunks of the shared libraries it provides (every page runs them), a remote's entry and the exposed modules a
 * page mounts, so code loaded later on demand stays lazily compiled. Added
 * after minification (which would drop the comment) and before source maps are written (which count the line).
 */
class CompileHintsPlugin {
  constructor(groupNames, sharedPackages = []) {
    this.groupNames = groupNames;
    // A shared key's package ('react/jsx-runtime' is react's, '@tanstack/react-query' its own), as a folder in node_modules.
    this.sharedPaths = sharedPackages.map((name) => path.join(path.sep, 'node_modules', ...name.split('/').slice(0, name.startsWith('@') ? 2 : 1), path.sep));
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        const groups = [...compilation.entrypoints.values(), ...this.groupNames.map((name) => compilation.namedChunkGroups.get(name))];
        const sharedChunks = [...compilation.chunks].filter((chunk) => [...compilation.chunkGraph.getChunkModulesIterable(chunk)].some((module) => this.sharedPaths.some((shared) => module.nameForCondition?.()?.includes(shared))));
        const files = new Set([...groups.flatMap((group) => (group ? [...group.getFiles()] : [])), ...sharedChunks.flatMap((chunk) => [...chunk.files])].filter((file) => file.endsWith('.js')));
        for (const file of files) compilation.updateAsset(file, (source) => new sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source));
      });
    });
  }
}

/**
 * Writes routes.json beside the manifest: the remote's routes module (src/routes.ts, plain data) as the front ends'
 * server reads it to send a URL's first screen to its owner and to hand the shell every remote's routes in the page,
 * each label with its text in every language from the remote's own catalogues (`catalogues`/<language>.json): the
 * shell's navigation names the remote's pages before the remote's code has loaded.
 */
class RoutesJsonPlugin {
  constructor(file, catalogues) {
    this.file = file;
    this.catalogues = catalogues;
  }
  apply(compiler) {
    const fs = require('node:fs');
    compiler.hooks.thisCompilation.tap('RoutesJsonPlugin', (compilation) => {
      compilation.fileDependencies.add(this.file);
      compilation.hooks.processAssets.tapPromise({ name: 'RoutesJsonPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const { build } = require('esbuild');
        const contents = [`export { routes } from ${JSON.stringify(this.file)};`, "export { withLabels } from '@hostel/contracts/routes';", "export { LANGUAGES } from '@hostel/contracts/languages';"].join('\n');
        const { outputFiles } = await build({ stdin: { contents, resolveDir: path.dirname(this.file), loader: 'ts' }, bundle: true, write: false, platform: 'node', format: 'cjs', logLevel: 'warning' });
        const module = { exports: {} };
        new Function('module', 'exports', 'require', outputFiles[0].text)(module, module.exports, require);
        const { routes, withLabels, LANGUAGES } = module.exports;
        const catalogues = Object.fromEntries(
          LANGUAGES.map((language) => {
            const file = path.join(this.catalogues, `${language}.json`);
            compilation.fileDependencies.add(file);
            return [language, JSON.parse(fs.readFileSync(file, 'utf8'))];
          }),
        );
        compilation.emitAsset('routes.json', new compiler.webpack.sources.RawSource(JSON.stringify(withLabels(routes, catalogues))));
      });
    });
  }
}

/** Emits the files of the app's `public/` folder as they are (the web app manifest and its icons), beside the build. */
class PublicFilesPlugin {
  constructor(folder) {
    this.folder = folder;
  }
  apply(compiler) {
    const fs = require('node:fs');
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublicFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (!fs.existsSync(this.folder)) return;
        for (const name of fs.readdirSync(this.folder)) {
          const file = path.join(this.folder, name);
          if (!fs.statSync(file).isFile()) continue;
          compilation.fileDependencies.add(file);
          compilation.emitAsset(name, new compiler.webpack.sources.RawSource(fs.readFileSync(file)));
        }
      });
    });
  }
}

/**
 * The host's service worker (src/service-worker.ts → /sw.js): Workbox's InjectManifest compiles it and writes in the
 * build's own files with their revisions (content-hashed names need none) for precaching. Only what every page may
 * run is precached: scripts, styles, the web app manifest and its icons; pictures and fonts are cached as pages use them.
 */
function serviceWorker(app) {
  const { InjectManifest } = require('workbox-webpack-plugin');
  return new InjectManifest({
    swSrc: path.join(app.dirname, 'src/service-worker.ts'),
    swDest: 'sw.js',
    // Not the fonts: the Bengali face is for Bengali pages only (an English page never downloads it); a page's fonts
    // are cached as it uses them.
    include: [/\.(js|css|webmanifest)$/, /^icon-[\w-]+\.png$/],
    exclude: [/\.(br|gz|map)$/, /LICENSE\.txt$/, /^sw\.js$/],
    // Webpack's own [contenthash] is in every chunk's name: Workbox need not add a revision to those.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.\w+$/,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });
}

function precompressed(extension, algorithm, compressionOptions) {
  return new CompressionPlugin({ filename: `[path][base].${extension}`, algorithm, compressionOptions, test: /\.(js|css|html|svg|json)$/, threshold: 1024, minRatio: 0.9 });
}

/**
 * @param {{ name: string, dirname: string, port: number, exposes?: Record<string,string>, title?: string }} app
 */
function createWebpackConfig(app) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';
    const isHost = !app.exposes;
    return {
      mode: production ? 'production' : 'development',
      // A remote's production build is its container (remoteEntry.js, added by the federation plugin) and nothing else:
      // its standalone page's entry runs only on the development server (see HtmlWebpackPlugin below).
      entry: isHost || !production ? path.join(app.dirname, 'src/index.ts') : {},
      context: app.dirname,
      // WEB_SOURCE_MAPS=1: maps beside a production build, unreferenced, for scripts/lighthouse/profile.ts.
      devtool: production ? (process.env.WEB_SOURCE_MAPS === '1' ? 'hidden-source-map' : false) : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dirname, 'dist'),
        // Remotes are addressed through their manifest at run time, so `auto` resolves chunks next to it.
        publicPath: isHost ? '/' : 'auto',
        // Entry names stay fixed (manifests and index.html point at them, served with no-cache; the federation
        // runtime chunk cannot take a content hash); every other chunk is content-hashed and cached for good.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: app.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // The runtime core the shell hands the remotes is the very one its own federation runtime runs: that one is
        // the package's CommonJS build, and the hand-over plugin's import would otherwise bundle its ES build too.
        ...(production && isHost ? { alias: { '@module-federation/runtime-core$': require.resolve('@module-federation/runtime-core') } } : {}),
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            // The same options as the server's first-screen renderer (swc-options.js): it hydrates this build's markup.
            use: { loader: 'swc-loader', options: swcOptions({ production }) },
          },
          // Production: each operations module of the contracts is reduced to the declarations' names, methods and
          // paths (operations-loader.js), so no page carries zod or the schemas it only checks answers with in tests.
          ...(production
            ? [{ test: /packages[\\/]contracts[\\/]src[\\/]operations[\\/](?!(operation|path-of|index)\.ts$)[^\\/]+(?<!\.test)\.ts$/, enforce: 'pre', use: require.resolve('./operations-loader.js') }]
            : []),
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          // A picture whose file name already carries its content hash (made by a script, e.g. the shell's hero
          // pictures) keeps that name: the first-screen renderer (esbuild) must name it exactly as this build does.
          { test: /\.[0-9a-f]{8}\.(png|jpe?g|webp|avif|svg|gif)$/, type: 'asset/resource', generator: { filename: 'images/[name][ext]' } },
          // Web fonts as files with their content's hash (a year's caching); the web server declares them (@font-face).
          { test: /\.woff2$/, type: 'asset/resource', generator: { filename: 'fonts/[name].[contenthash:8][ext]' } },
          { test: /\.(png|jpe?g|webp|avif|svg|gif)$/, exclude: /\.[0-9a-f]{8}\.\w+$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: app.exposes }),
          shared: shared(),
          shareStrategy: 'loaded-first',
          // Type generation needs the old TypeScript compiler API; types come from the workspace instead.
          dts: false,
          manifest: true,
          // Browser-only runtime (no Node loading paths); a remote loads no remotes, so its runtime has no loader.
          experiments: {
            optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true }) },
            // One federation runtime on the page: the shell's build hands its runtime core to the remotes
            // (a global), so a remote's entry does not carry and start a copy of its own. Production only: the
            // development servers run a remote standalone, without the shell.
            ...(production ? (isHost ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
          },
          ...(isHost ? { runtimePlugins: [require.resolve(path.join(app.dirname, 'src/app/federation-plugin.ts'))] } : {}),
        }),
        new HtmlWebpackPlugin({
          // One template (index.html here) for every front end's page: the host's is the site's. A remote's production
          // build runs on the shell's federation runtime (see experiments above), so its own page cannot start it
          // standalone: it says where the area runs instead; its development server's page is the area alone.
          template: path.join(__dirname, 'index.html'),
          page: isHost ? 'site' : production ? 'notice' : 'standalone',
          ...(isHost || !production ? {} : { inject: false, devCommand: `npm run dev -w ${path.basename(app.dirname)}` }),
          title: app.title ?? 'Hostel Meals',
          // Deep links (/meal/:id, /checkout/gold) must not resolve the entry script relative to the route.
          publicPath: '/',
          ...(isHost || production ? {} : { chunks: ['main'] }),
        }),
        // The host's first-load files for the JavaScript budget (scripts/budget/first-load.cjs): its entry and the
        // bootstrap chunk group it imports before anything renders.
        ...(isHost ? [new FirstLoadFilesPlugin(), new PublicFilesPlugin(path.join(app.dirname, 'public'))] : []),
        ...(production ? [new CompileHintsPlugin(...(isHost ? [['bootstrap'], Object.keys(shared())] : [['__federation_expose_spa', '__federation_expose_category_block']]))] : []),
        ...(isHost && production ? [serviceWorker(app)] : []),
        ...(app.exposes?.['./routes'] ? [new RoutesJsonPlugin(path.join(app.dirname, app.exposes['./routes']), path.join(app.dirname, 'src/i18n'))] : []),
        // Brotli and gzip copies next to each text asset, made once at build time; the static server picks one
        // by Accept-Encoding (a megabyte of script becomes about a quarter of that on the wire).
        ...(production ? [precompressed('br', 'brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }), precompressed('gz', 'gzip', { level: 9 })] : []),
      ],
      optimization: {
        splitChunks: {
          chunks: 'async',
          // The host's start libraries in one file (see STARTUP_LIBRARIES). A remote's build keeps its own split: on the
          // page it runs on the host's copies, and standalone it is a team's development server.
          ...(isHost && production ? { cacheGroups: { startup: { test: STARTUP_LIBRARIES, name: 'startup', chunks: 'async', enforce: true, priority: 20 } } } : {}),
        },
      },
      performance: { hints: false },
      devServer: {
        port: app.port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: gateway, changeOrigin: true }],
        client: { overlay: false },
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createWebpackConfig, shared };
