const { createWebpackConfig } = require('@hostel/web-build');

module.exports = createWebpackConfig({
  name: 'mf_dashboard',
  dirname: __dirname,
  port: 3002,
  title: 'Hostel Meals · Dashboard',
  exposes: {
    './spa': './src/spa.tsx',
    // Tiny and free of React and schemas: the shell and the front ends' server read it (see src/routes.ts).
    './routes': './src/routes.ts',
  },
});
