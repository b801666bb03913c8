import { loadServerConfig } from '../config';
import { contentSecurityPolicy } from './content-security-policy';

const policyOf = (env: NodeJS.ProcessEnv) => contentSecurityPolicy(loadServerConfig(env, { shell: true, firstScreens: true }), "'nonce-n'");

describe('content security policy', () => {
  it('when in test mode on shifted ports, then the remotes, the Auth emulator and localstripe are named, and no real Stripe', () => {
    const policy = policyOf({
      MF_MEALS_MANIFEST: 'http://localhost:3101/mf-manifest.json',
      MF_DASHBOARD_MANIFEST: 'http://localhost:3102/mf-manifest.json',
      MF_ADMIN_MANIFEST: 'http://localhost:3103/mf-manifest.json',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199',
      STRIPE_API_BASE: 'http://127.0.0.1:8520',
    });

    expect(policy['script-src']).toEqual(expect.arrayContaining(["'self'", "'nonce-n'", 'http://localhost:3101', 'http://localhost:3102', 'http://localhost:3103', 'http://127.0.0.1:8520']));
    expect(policy['connect-src']).toEqual(expect.arrayContaining(['http://localhost:3101', 'http://127.0.0.1:9199', 'http://127.0.0.1:8520']));
    expect(policy['frame-src']).toEqual(expect.arrayContaining(['http://127.0.0.1:9199', 'http://127.0.0.1:8520']));
    expect(Object.values(policy).flat().join(' ')).not.toContain('stripe.com');
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
    // The service worker and the web app manifest are the site's own files.
    expect(policy['worker-src']).toContain("'self'");
    expect(policy['manifest-src']).toEqual(["'self'"]);
  });

  it('when in production, then Stripe.js and Firebase are named, nothing plain-http, and scripts never inline without the nonce', () => {
    const policy = policyOf({
      NODE_ENV: 'production',
      FIREBASE_API_KEY: 'AIzaSyExample',
      FIREBASE_PROJECT_ID: 'hostel-meals',
      FIREBASE_AUTH_DOMAIN: 'hostel-meals.firebaseapp.com',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_example',
      MF_MEALS_MANIFEST: 'https://meals.hostel.example/mf-manifest.json',
      MF_DASHBOARD_MANIFEST: 'https://members.hostel.example/mf-manifest.json',
      MF_ADMIN_MANIFEST: 'https://admin.hostel.example/mf-manifest.json',
      FIRST_SCREEN_SECRET: 'a-first-screen-secret-of-48-characters-xxxxxxxxx',
    });

    expect(policy['script-src']).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://meals.hostel.example']));
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['frame-src']).toEqual(expect.arrayContaining(['https://hooks.stripe.com', 'https://hostel-meals.firebaseapp.com']));
    expect(policy['connect-src']).toEqual(expect.arrayContaining(['https://api.stripe.com', 'https://identitytoolkit.googleapis.com']));
    expect(Object.values(policy).flat().filter((source) => source.startsWith('http:'))).toEqual([]);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['upgrade-insecure-requests']).toEqual([]);
  });
});
