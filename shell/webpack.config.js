const { createWebpackConfig } = require('@hostel/web-build');

// The host: no exposes; it finds the remotes at run time from /config.json (see src/app/root-config.ts).
module.exports = createWebpackConfig({ name: 'shell', dirname: __dirname, port: 3000, title: 'Hostel Meals' });
