import { statSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/** Hashed names change with their content, so they may be kept for a year; everything else is revalidated. */
const HASHED = /\.[0-9a-f]{8}\.(js|css|webp|avif|png|svg|woff2)$/;
const ENCODINGS = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;

const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;

/** The build folder's files, each served with the headers every front end's assets need. */
export interface BuildFiles {
  /** The file `path` (decoded, from the request) names under the build folder, or null. */
  find(path: string): string | null;
  /** Sends a file of the build folder: the precompressed copy the browser accepts (brotli first), else the file. */
  send(req: Request, res: Response, next: NextFunction, file: string): void;
}

export function buildFiles(root: string): BuildFiles {
  return {
    find(path) {
      const file = join(root, path);
      // join() resolves any `..` the request guard let through: a path is looked up only inside the folder.
      return file.startsWith(root + sep) && isFile(file) ? file : null;
    },
    send(req, res, next, file) {
      const accepted = String(req.headers['accept-encoding'] ?? '');
      const copy = ENCODINGS.find(({ encoding, extension }) => new RegExp(`\\b${encoding}\\b`).test(accepted) && isFile(file + extension));
      res.set({
        'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
        // Federation manifests and chunks are fetched by the shell's page from another origin.
        'Access-Control-Allow-Origin': '*',
        'X-Content-Type-Options': 'nosniff',
        Vary: 'Accept-Encoding',
        // The service worker's script (the shell's /sw.js) controls the whole site from the root.
        ...(file === join(root, 'sw.js') ? { 'Service-Worker-Allowed': '/' } : {}),
      });
      if (copy) res.set('Content-Encoding', copy.encoding);
      res.type(extname(file) || 'application/octet-stream');
      // send (under res.sendFile) confines the read to `root` and handles ranges, ETags and HEAD.
      res.sendFile(file.slice(root.length + 1) + (copy?.extension ?? ''), { root, dotfiles: 'ignore', cacheControl: false, lastModified: false }, (err) => {
        if (err) next(err);
      });
    },
  };
}
