import { z } from 'zod';
import { ConfigError, env, loadConfig } from './load-config';

const schema = z.object({
  PORT: env.port(4001),
  MONGODB_URI: env.optionalUrl(),
  JWT_SECRET: env.secret('dev-only-session-secret-change-me'),
  ADMIN_EMAILS: env.list('admin@hostel.local'),
});

describe('loadConfig', () => {
  it('when variables are unset, then defaults apply', () => {
    expect(loadConfig(schema, {})).toEqual({
      PORT: 4001,
      MONGODB_URI: undefined,
      JWT_SECRET: 'dev-only-session-secret-change-me',
      ADMIN_EMAILS: ['admin@hostel.local'],
    });
  });

  it('when variables are set, then they are parsed', () => {
    const config = loadConfig(schema, { PORT: '9000', MONGODB_URI: 'mongodb://db:27017/', ADMIN_EMAILS: ' A@x.io, b@y.io ,' });
    expect(config.PORT).toBe(9000);
    expect(config.MONGODB_URI).toBe('mongodb://db:27017/');
    expect(config.ADMIN_EMAILS).toEqual(['a@x.io', 'b@y.io']);
  });

  it('when a variable is invalid, then the error names it', () => {
    expect(() => loadConfig(schema, { PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig(schema, { PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig(schema, { MONGODB_URI: 'not a url' })).toThrow(/MONGODB_URI/);
    expect(() => loadConfig(schema, { JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 16/);
  });
});
