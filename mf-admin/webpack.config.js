const { createWebpackConfig } = require('@hostel/web-build');

module.exports = createWebpackConfig({
  name: 'mf_admin',
  dirname: __dirname,
  port: 3003,
  title: 'Hostel Meals · Admin',
  exposes: {
    './spa': './src/spa.tsx',
  },
});
