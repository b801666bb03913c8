import { dirname, join } from 'node:path';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { notFound } from '@hostel/platform';
import { DOCS_ASSETS, isDocsAsset } from './docs-assets';

/** Swagger UI's browser build, served from node_modules: the page works offline and loads nothing from elsewhere. */
const SWAGGER_UI = dirname(require.resolve('swagger-ui-dist/package.json'));

/** Starts Swagger UI on the document named by the page. */
const INIT_SCRIPT = `window.addEventListener('DOMContentLoaded', function () {
  var root = document.getElementById('swagger-ui');
  window.ui = SwaggerUIBundle({
    url: root.getAttribute('data-spec'),
    dom_id: '#swagger-ui',
    deepLinking: true,
    // No badge from validator.swagger.io: the page asks nothing of other hosts.
    validatorUrl: null,
  });
});
`;

const page = (base: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Hostel Meals API</title>
    <link rel="stylesheet" href="${base}/docs/swagger-ui.css">
    <link rel="icon" type="image/png" href="${base}/docs/favicon-32x32.png">
  </head>
  <body>
    <div id="swagger-ui" data-spec="${base}/openapi.json"></div>
    <script src="${base}/docs/swagger-ui-bundle.js"></script>
    <script src="${base}/docs/init.js"></script>
  </body>
</html>
`;

/**
 * The CSP every answer gets (helmet's defaults), loosened only as far as this page needs: Swagger UI styles its
 * elements inline and draws its icons as data: images (both allowed by the defaults), and it loads its scripts
 * and the document from this origin. `upgrade-insecure-requests` is left out here, or a browser on plain-http
 * localhost (npm start, the tests) would ask for the scripts over https; production serves the page over https.
 */
const docsPolicy: RequestHandler = helmet.contentSecurityPolicy({ useDefaults: true, directives: { 'upgrade-insecure-requests': null } });

/**
 * `GET /docs`, a browsable reference of /openapi.json (Swagger UI), and `GET /docs/{asset}`, the files it loads.
 * Dispatched from the route table under the API's base path; the asset's name arrives as `req.params.asset`.
 */
export function apiDocs(): { page: RequestHandler; asset: RequestHandler } {
  return {
    page: (req, res, next) =>
      docsPolicy(req, res, (err?: unknown) => {
        if (err) return next(err);
        res.type('html').send(page(req.baseUrl));
      }),
    asset: (req, res, next) => {
      const name = String(req.params.asset);
      if (!isDocsAsset(name)) return next(notFound('No such file'));
      if (name === 'init.js') {
        res.type(DOCS_ASSETS[name]).setHeader('Cache-Control', 'no-cache');
        return void res.send(INIT_SCRIPT);
      }
      res.sendFile(join(SWAGGER_UI, name), { headers: { 'Content-Type': DOCS_ASSETS[name] }, maxAge: '1d' });
    },
  };
}
