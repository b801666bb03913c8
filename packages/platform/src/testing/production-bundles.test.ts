import { join, relative } from 'node:path';
import { build, type Plugin } from 'esbuild';

const ROOT = join(__dirname, '../../../..');

/** As scripts/bundle-service.mjs: the workspace packages are bundled, npm packages stay outside. */
const npmExternal: Plugin = {
  name: 'npm-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@hostel/') ? undefined : { path: args.path, external: true }));
  },
};

async function bundledFiles(entry: string): Promise<string[]> {
  const result = await build({ entryPoints: [join(ROOT, entry)], bundle: true, write: false, metafile: true, platform: 'node', logLevel: 'silent', plugins: [npmExternal] });
  return Object.keys(result.metafile.inputs).map((input) => relative(ROOT, join(process.cwd(), input)));
}

describe('@hostel/platform/testing', () => {
  it('when a test imports @hostel/platform/testing, then it gets the kit’s testing helpers', () => {
    expect(relative(ROOT, require.resolve('@hostel/platform/testing'))).toBe(join('packages', 'platform', 'src', 'testing', 'index.ts'));
  });

  it.each(['svc-meals', 'svc-users', 'svc-payments', 'svc-gateway'])('when %s is bundled for production, then no testing code is in it', async (service) => {
    const files = await bundledFiles(`${service}/src/main.ts`);

    expect(files).toContain(join('packages', 'platform', 'src', 'index.ts'));
    expect(files.filter((file) => file.split('/').includes('testing') || file.includes('.test.'))).toEqual([]);
  });
});
