/**
 * A remote's build as its module-federation manifest (mf-manifest.json) describes it. Remotes deploy on their own, so
 * the shell's build cannot list their files: the worker reads each remote's current manifest at run time instead.
 * Pure, for the worker and the unit tests.
 */

interface AssetLists {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

export interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: AssetLists }[];
  shared?: { assets?: AssetLists }[];
}

const filesOf = (assets: AssetLists | undefined) => [assets?.js?.sync, assets?.js?.async, assets?.css?.sync, assets?.css?.async].flatMap((list) => list ?? []);

/** The remote's entry script, beside its manifest unless the manifest names a folder. */
export function remoteEntryUrl(manifest: FederationManifest, manifestUrl: string): string {
  const entry = manifest.metaData?.remoteEntry;
  return new URL(`${entry?.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry?.name ?? 'remoteEntry.js'}`, manifestUrl).href;
}

/**
 * Every file the shell's page may load of this build (the publicPath is `auto`: files sit beside the manifest):
 * the entry, then each exposed module's and shared package's scripts and styles, once each.
 */
export function remoteBuildFiles(manifest: FederationManifest, manifestUrl: string): string[] {
  const assets = [...(manifest.exposes ?? []), ...(manifest.shared ?? [])].flatMap((item) => filesOf(item.assets));
  return [...new Set([remoteEntryUrl(manifest, manifestUrl), ...assets.map((file) => new URL(file, manifestUrl).href)])];
}

/** A content-hashed file name (`325.5558b5d2.js`): its content never changes, so a cached copy is always right. */
export const isHashedFile = (pathname: string): boolean => /\.[0-9a-f]{8}\.(js|css|woff2?|webp|avif|png|svg)$/.test(pathname);

/** The two files that say which build of a remote is current; the page checks them for a new one. */
export const isRemoteBuildHead = (pathname: string): boolean => /\/(mf-manifest\.json|remoteEntry\.js)$/.test(pathname);
