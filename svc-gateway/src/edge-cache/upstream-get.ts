import { Agent, request } from 'node:http';
import type { Logger } from '@hostel/platform';
import type { ServiceName } from '../routing/route-table';
import type { Upstreams } from '../routing/upstreams';
import type { UpstreamAnswer } from './edge-cache';

/** A refused or reset connection: the request never produced an answer, and a GET may go to the next instance. */
const LOST_ERRORS = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET']);

export class NoInstanceAnswered extends Error {
  constructor(service: ServiceName) {
    super(`no ${service} instance answered`);
  }
}

/**
 * The edge cache's own GET to a service: buffered (the bytes are kept), on a keep-alive agent, failing over to
 * the next instance when one refuses, as the proxy does. No token goes with it: these reads are public, so what
 * the service answers cannot depend on who asked.
 */
export function createUpstreamGet(upstreams: Upstreams, logger: Logger, timeoutMs: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64, timeout: 30_000 });

  const once = (target: string, path: string, headers: Record<string, string>) =>
    new Promise<UpstreamAnswer>((resolve, reject) => {
      const req = request(`${target}${path}`, { agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 502, headers: res.headers as UpstreamAnswer['headers'], body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`upstream timeout after ${timeoutMs} ms`)));
      req.on('error', reject);
      req.end();
    });

  /** `prefer`: an instance to ask first (the one that just took a write: its own cache already shows it). */
  return async (service: ServiceName, path: string, headers: Record<string, string>, prefer?: string): Promise<UpstreamAnswer> => {
    const tried = new Set<string>();
    for (;;) {
      const target = prefer && !tried.has(prefer) && upstreams.instances(service).includes(prefer) ? prefer : upstreams.pick(service, tried);
      if (!target) throw new NoInstanceAnswered(service);
      tried.add(target);
      try {
        return await once(target, path, headers);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code ?? '';
        logger.warn({ err: (err as Error).message, code, target }, 'edge cache upstream request failed');
        if (!LOST_ERRORS.has(code)) throw err;
        upstreams.markDown(service, target);
      }
    }
  };
}

export type ServiceGet = ReturnType<typeof createUpstreamGet>;
