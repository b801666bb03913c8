const { createWebpackConfig } = require('@hostel/web-build');

module.exports = createWebpackConfig({
  name: 'mf_admin',
  dirname: __dirname,
  port: 3003,
  title: 'Hostel Meals · Admin',
  exposes: {
    './spa': './src/spa.tsx',
    // Tiny and free of React and schemas: the shell and the front ends' server read it (see src/routes.ts).
    './routes': './src/routes.ts',
  },
});
