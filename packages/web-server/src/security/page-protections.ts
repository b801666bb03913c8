import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { ServerConfig } from '../config';
import { contentSecurityPolicy } from './content-security-policy';

/** The nonce this response's inline script carries (set by pageProtections). */
export const nonceOf = (res: Response): string => String(res.locals.cspNonce);

/**
 * The browser protections every HTML answer carries (DESIGN §8): the Content-Security-Policy above with a fresh
 * nonce per response, no framing (clickjacking onto Make Admin), no full referrer to other sites, no MIME sniffing,
 * and HSTS in production only (a development server on http://localhost must not pin https for localhost).
 */
export function pageProtections(config: ServerConfig): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(config, (_req, res: ServerResponse) => `'nonce-${(res as Response).locals.cspNonce}'`),
    },
    // Firebase's Google sign-in talks to its popup: `same-origin` would cut it off.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  return (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    headers(req, res, next);
  };
}
