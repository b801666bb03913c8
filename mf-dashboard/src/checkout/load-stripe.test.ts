import { loadStripe } from '@stripe/stripe-js/pure';
import { loadConfiguredStripe } from './load-stripe';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn(async () => ({ real: true })) }));

const JS_URL = 'http://127.0.0.1:8420/js.stripe.com/v3/';

function serveConfig(stripe: unknown) {
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ stripe }) })) as unknown as typeof fetch;
}

describe('loadConfiguredStripe', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete (window as { Stripe?: unknown }).Stripe;
  });

  it('when config.json names a stand-in Stripe.js, then that script is loaded and its Stripe made with the key', async () => {
    serveConfig({ publishableKey: 'pk_test_local', jsUrl: JS_URL });
    const factory = jest.fn((key: string) => ({ key }));
    const loading = loadConfiguredStripe();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const script = document.head.querySelector('script');
    expect(script?.src).toBe(JS_URL);
    (window as { Stripe?: unknown }).Stripe = factory;
    script!.onload!(new Event('load'));
    expect(await loading).toEqual({ key: 'pk_test_local' });
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('when config.json has only a key, then real Stripe.js is loaded through loadStripe', async () => {
    serveConfig({ publishableKey: 'pk_test_real' });
    expect(await loadConfiguredStripe()).toEqual({ real: true });
    expect(loadStripe).toHaveBeenCalledWith('pk_test_real');
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('when the stand-in script cannot load, then the load fails', async () => {
    const loading = loadConfiguredStripe({ publishableKey: 'pk', jsUrl: JS_URL });
    document.head.querySelector('script')!.onerror!(new Event('error'));
    await expect(loading).rejects.toThrow('The Stripe script could not be loaded');
  });
});
