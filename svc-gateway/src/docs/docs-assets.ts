/**
 * The files the reference page (GET /docs) loads from `GET /docs/{asset}`, with their types: Swagger UI's browser
 * build, and the script that starts it (a file of its own, since the page allows no inline script).
 */
export const DOCS_ASSETS = {
  'init.js': 'text/javascript',
  'swagger-ui.css': 'text/css',
  'swagger-ui-bundle.js': 'text/javascript',
  'favicon-32x32.png': 'image/png',
} as const;

export type DocsAsset = keyof typeof DOCS_ASSETS;

export const DOCS_ASSET_NAMES = Object.keys(DOCS_ASSETS) as [DocsAsset, ...DocsAsset[]];

export const isDocsAsset = (name: string): name is DocsAsset => Object.hasOwn(DOCS_ASSETS, name);
