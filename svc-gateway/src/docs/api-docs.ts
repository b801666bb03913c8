import { dirname, join } from 'node:path';
import { Router, type RequestHandler } from 'express';
import helmet from 'helmet';

/** Swagger UI's browser build, served from node_modules: the page works offline and loads nothing from elsewhere. */
const SWAGGER_UI = dirname(require.resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css',
  'swagger-ui-bundle.js': 'text/javascript',
  'favicon-32x32.png': 'image/png',
};

/** Starts Swagger UI on the document named by the page; a file of its own, since the page allows no inline script. */
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

/** `GET /docs`: a browsable reference of /openapi.json (Swagger UI). Mount under the API's base path. */
export function apiDocs(): Router {
  const router = Router();
  router.get('/docs', docsPolicy, (req, res) => {
    res.type('html').send(page(req.baseUrl));
  });
  router.get('/docs/init.js', (_req, res) => {
    res.type('text/javascript').setHeader('Cache-Control', 'no-cache');
    res.send(INIT_SCRIPT);
  });
  for (const [name, type] of Object.entries(ASSETS)) {
    router.get(`/docs/${name}`, (_req, res) => {
      res.sendFile(join(SWAGGER_UI, name), { headers: { 'Content-Type': type }, maxAge: '1d' });
    });
  }
  return router;
}
