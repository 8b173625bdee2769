import { ConfigError, loadConfig } from './index';

describe('configuration', () => {
  it('defaults to the embedded shape', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect([config.DATABASE_URL, config.REDIS_URL, config.EVENTSTORE_URL]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(config.DATA_DIR.endsWith('/data')).toBe(true);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'localhost:6379'],
    ['LOG_LEVEL', 'loud'],
  ])('refuses %s=%s and names the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('needs DATABASE_URL with EVENTSTORE_URL', () => {
    expect(() => loadConfig({ EVENTSTORE_URL: 'esdb://127.0.0.1:2113?tls=false' })).toThrow(/DATABASE_URL/);
  });
});
