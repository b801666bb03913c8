import { isHashedFile, isRemoteBuildHead, remoteBuildFiles, remoteEntryUrl, type FederationManifest } from './remote-builds';

const MANIFEST_URL = 'https://meals.hostel.example/mf-manifest.json';
const assets = (sync: string[], async: string[] = [], css: string[] = []) => ({ js: { sync, async }, css: { sync: css, async: [] } });
const manifest: FederationManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ assets: assets(['__federation_expose_spa.63d721ac.js'], ['325.5558b5d2.js'], ['spa.1234abcd.css']) }, { assets: assets(['routes.0a1b2c3d.js']) }],
  shared: [{ assets: assets(['696.1314c8a6.js']) }, { assets: assets(['696.1314c8a6.js']) }],
};

describe("a remote's build from its manifest", () => {
  it('lists the entry and every exposed and shared file once, beside the manifest', () => {
    expect(remoteBuildFiles(manifest, MANIFEST_URL)).toEqual([
      'https://meals.hostel.example/remoteEntry.js',
      'https://meals.hostel.example/__federation_expose_spa.63d721ac.js',
      'https://meals.hostel.example/325.5558b5d2.js',
      'https://meals.hostel.example/spa.1234abcd.css',
      'https://meals.hostel.example/routes.0a1b2c3d.js',
      'https://meals.hostel.example/696.1314c8a6.js',
    ]);
  });

  it('finds the entry in a folder the manifest names, and by its default name when it names none', () => {
    expect(remoteEntryUrl({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'static/' } } }, MANIFEST_URL)).toBe('https://meals.hostel.example/static/remoteEntry.js');
    expect(remoteEntryUrl({}, 'https://meals.hostel.example/app/mf-manifest.json')).toBe('https://meals.hostel.example/app/remoteEntry.js');
  });

  it('tells content-hashed files (kept for good) from the two that name the current build (always asked for first)', () => {
    expect(isHashedFile('/325.5558b5d2.js')).toBe(true);
    expect(isHashedFile('/images/biryani-320.08b602b6.webp')).toBe(true);
    expect(isHashedFile('/remoteEntry.js')).toBe(false);
    expect(isRemoteBuildHead('/remoteEntry.js')).toBe(true);
    expect(isRemoteBuildHead('/mf-manifest.json')).toBe(true);
    expect(isRemoteBuildHead('/main.js')).toBe(false);
  });
});
