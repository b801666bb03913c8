import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** An answer's bytes in each encoding the edge sends: compressed ones only when the answer is worth compressing. */
export interface Variants {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export type Compressor = (body: Buffer) => Promise<Variants>;

/** As the compression middleware: under 1 kB, the headers of a compressed answer would eat the saving. */
export const COMPRESS_THRESHOLD = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli and gzip of one answer, made once when the entry is filled (on the thread pool, not the event loop).
 * Brotli quality 5: a page of meals compresses quickly to nearly the size quality 11 gives, at a small part of its
 * cost; gzip at zlib's default level 6, as the compression middleware uses.
 */
export const compressVariants: Compressor = async (body) => {
  if (body.length < COMPRESS_THRESHOLD) return { identity: body };
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: 6 }),
  ]);
  return { identity: body, br, gzip: gz };
};

const chosen = new Map<string, 'br' | 'gzip' | 'identity'>();

/** The caller's preferred coding among brotli, gzip and none (q-values honoured; `q=0` refuses). */
function preferred(acceptEncoding: string): 'br' | 'gzip' | 'identity' {
  let best: 'br' | 'gzip' | 'identity' = 'identity';
  let bestQ = 0;
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName!.trim().toLowerCase();
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!(q > 0)) continue;
    // Ties go to brotli: smaller than gzip for JSON.
    const coding = name === 'br' ? 'br' : name === 'gzip' || name === 'x-gzip' ? 'gzip' : name === '*' ? 'br' : undefined;
    if (coding && (q > bestQ || (q === bestQ && coding === 'br'))) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

/**
 * The variant to send for an Accept-Encoding header. Browsers send a handful of distinct headers, so each one is
 * parsed once (the map is bounded against callers sending made-up ones).
 */
export function pickEncoding(acceptEncoding: string | undefined, variants: Variants): Encoding {
  if (!acceptEncoding) return 'identity';
  let coding = chosen.get(acceptEncoding);
  if (!coding) {
    coding = preferred(acceptEncoding);
    if (chosen.size < 256) chosen.set(acceptEncoding, coding);
  }
  // Compressed variants exist together or not at all (small answers).
  return variants[coding] ? coding : 'identity';
}
