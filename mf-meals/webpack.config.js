const { createWebpackConfig } = require('@hostel/web-build');

module.exports = createWebpackConfig({
  name: 'mf_meals',
  dirname: __dirname,
  port: 3001,
  title: 'Hostel Meals · Meals',
  exposes: {
    './spa': './src/spa.tsx',
    // Tiny and free of React and schemas: the shell and the front ends' server read it (see src/routes.ts).
    './routes': './src/routes.ts',
    './category-block': './src/home/category-block.tsx',
  },
});
