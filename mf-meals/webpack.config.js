const { createWebpackConfig } = require('@hostel/web-build');

module.exports = createWebpackConfig({
  name: 'mf_meals',
  dirname: __dirname,
  port: 3001,
  title: 'Hostel Meals · Meals',
  exposes: {
    './spa': './src/spa.tsx',
    './category-block': './src/home/category-block.tsx',
  },
});
