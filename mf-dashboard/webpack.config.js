const { createWebpackConfig } = require('@hostel/web-build');

module.exports = createWebpackConfig({
  name: 'mf_dashboard',
  dirname: __dirname,
  port: 3002,
  title: 'Hostel Meals · Dashboard',
  exposes: {
    './spa': './src/spa.tsx',
  },
});
