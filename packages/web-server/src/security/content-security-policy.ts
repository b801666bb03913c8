import { remoteOrigins, type ServerConfig } from '../config';

/** Firebase Auth's REST endpoints the web SDK calls (sign-in, token refresh). */
const FIREBASE_APIS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
/** Google sign-in's popup: the SDK loads gapi and talks to the project's auth domain in a hidden frame. */
const GOOGLE_SIGN_IN_SCRIPT = 'https://apis.google.com';
/** Stripe.js, as Stripe documents its policy: its scripts and frames, the 3-D Secure frames and its API. */
const STRIPE = { script: ['https://js.stripe.com', 'https://*.js.stripe.com'], frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] };

export type Directives<N> = Record<string, (string | N)[]>;

const origin = (url: string) => new URL(url).origin;

/**
 * The page's Content-Security-Policy, from the configuration rather than fixed hosts: the remotes' origins come from
 * their manifest URLs (ports differ between `npm start`, the tests and a deployment) and test mode's Auth emulator
 * and localstripe replace Firebase's and Stripe's hosts. `nonce` stands for the per-response nonce of the
 * configuration script (helmet takes a function of the response). The browser reaches the API through this server's `/api` (same origin), so the
 * gateway's own address never appears.
 */
export function contentSecurityPolicy<N>(config: ServerConfig, nonce: N): Directives<N> {
  const { site, production } = config;
  const remotes = remoteOrigins(site);
  const emulator = site.firebase.emulatorUrl ? [origin(site.firebase.emulatorUrl)] : [];
  const authFrame = [`https://${site.firebase.authDomain}`];
  // localstripe serves both its Stripe.js stand-in and the API that script calls.
  const stripe = site.stripe.jsUrl ? { script: [origin(site.stripe.jsUrl)], frame: [origin(site.stripe.jsUrl)], connect: [origin(site.stripe.jsUrl)] } : STRIPE;
  return {
    'default-src': ["'self'"],
    // No 'unsafe-inline' or 'unsafe-eval': the one inline script carries this response's nonce.
    'script-src': ["'self'", nonce, ...remotes, GOOGLE_SIGN_IN_SCRIPT, ...stripe.script],
    // styled-components, style-loader, react-toastify and sweetalert2 insert <style> elements at run time from four
    // separately built bundles, and the first screen arrives with its style elements: none can carry a nonce.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    // Meal pictures and profile photos may be any https address (a student's Google photo, an image URL).
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...remotes, ...(production ? [] : ['http:'])],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...remotes, ...FIREBASE_APIS, ...emulator, ...stripe.connect],
    'frame-src': [...authFrame, ...emulator, ...stripe.frame],
    // The service worker is the site's own /sw.js; the web app manifest (installing the site) is its own too.
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}
