import { loadGatewayConfig } from './config';

describe('gateway configuration', () => {
  it('when TRUST_PROXY is unset, then no proxy is trusted and the default limits hold', () => {
    const config = loadGatewayConfig({ NODE_ENV: 'test' });

    expect(config.TRUST_PROXY).toEqual([]);
    expect(config).toMatchObject({ RATE_LIMIT_ANONYMOUS: 1200, RATE_LIMIT_USER: 600, RATE_LIMIT_SIGN_IN: 20, RATE_LIMIT_SIGN_IN_PER_ADDRESS: 2000 });
  });

  it('when TRUST_PROXY lists named ranges, addresses and CIDRs, then each is kept', () => {
    const config = loadGatewayConfig({ NODE_ENV: 'test', TRUST_PROXY: 'loopback, 10.0.0.0/8, 192.0.2.10, fd00::/8' });

    expect(config.TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8', '192.0.2.10', 'fd00::/8']);
  });

  it.each(['true', '*', 'proxy.example.com', '10.0.0.0/99'])('when TRUST_PROXY is %s, then start-up stops naming it', (value) => {
    expect(() => loadGatewayConfig({ NODE_ENV: 'test', TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });

  it('when production is given a broad TRUST_PROXY, then start-up stops naming it and why; a short explicit list starts', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(48) };
    expect(() => loadGatewayConfig({ ...production, TRUST_PROXY: '10.0.0.0/8' })).toThrow(/TRUST_PROXY: 10\.0\.0\.0\/8 is wider than \/24: .*ingress controller/);
    expect(() => loadGatewayConfig({ ...production, TRUST_PROXY: 'uniquelocal' })).toThrow(/TRUST_PROXY: "uniquelocal" trusts a whole private network/);
    expect(() => loadGatewayConfig({ ...production, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: "true" trusts every peer/);
    expect(loadGatewayConfig({ ...production, TRUST_PROXY: '10.0.3.21, 10.0.3.22' }).TRUST_PROXY).toEqual(['10.0.3.21', '10.0.3.22']);
    expect(loadGatewayConfig(production).TRUST_PROXY).toEqual([]);
  });

  it('when LIVE_HEARTBEAT_MS is unset, then streams beat at most every 25 s (DESIGN §7)', () => {
    expect(loadGatewayConfig({ NODE_ENV: 'test' }).LIVE_HEARTBEAT_MS).toBeLessThanOrEqual(25_000);
  });

  it('when LIVE_HEARTBEAT_MS is above 25 s, then start-up stops naming it; 25 s itself is accepted', () => {
    expect(() => loadGatewayConfig({ NODE_ENV: 'test', LIVE_HEARTBEAT_MS: '25001' })).toThrow(/LIVE_HEARTBEAT_MS/);
    expect(loadGatewayConfig({ NODE_ENV: 'test', LIVE_HEARTBEAT_MS: '25000' }).LIVE_HEARTBEAT_MS).toBe(25_000);
  });
});
