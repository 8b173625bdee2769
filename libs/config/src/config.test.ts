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

  it('never shows a password in its message', () => {
    const tooShort = () => loadConfig({ ADMIN_PASSWORD: 'hunter2' });
    expect(tooShort).toThrow(/ADMIN_PASSWORD: must be at least 8 characters/);
    expect(tooShort).not.toThrow(/hunter2/);
    const url = () => loadConfig({ DATABASE_URL: 'mysql://app:s3cret@db/x' });
    expect(url).toThrow(/app:\*\*\*@db/);
    expect(url).not.toThrow(/s3cret/);
  });

  it('takes an empty ADMIN_PASSWORD as none, and reads the session and login limits', () => {
    const config = loadConfig({ ADMIN_PASSWORD: '', SESSION_IDLE_MINUTES: '30', LOGIN_LOCK_AFTER: '6' });
    expect(config.ADMIN_PASSWORD).toBeUndefined();
    expect([config.SESSION_IDLE_MINUTES, config.SESSION_MAX_HOURS, config.LOGIN_LOCK_AFTER]).toEqual([
      30, 24, 6,
    ]);
    expect(() => loadConfig({ LOGIN_LOCK_AFTER: '0' })).toThrow(/LOGIN_LOCK_AFTER/);
  });

  it('stores files in the data folder unless an S3 endpoint is given, and then needs its bucket and keys', () => {
    expect(loadConfig({}).FILES_S3_ENDPOINT).toBeUndefined();
    expect(() => loadConfig({ FILES_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/FILES_S3_BUCKET/);
    expect(() => loadConfig({ FILES_S3_ENDPOINT: 'ftp://x' })).toThrow(/FILES_S3_ENDPOINT/);
    const s3 = loadConfig({
      FILES_S3_ENDPOINT: 'http://127.0.0.1:9000',
      FILES_S3_BUCKET: 'packflow',
      FILES_S3_ACCESS_KEY: 'key',
      FILES_S3_SECRET_KEY: 'secret-key',
    });
    expect([s3.FILES_S3_BUCKET, s3.FILES_S3_REGION]).toEqual(['packflow', 'us-east-1']);
    expect(() => loadConfig({ FILES_S3_ENDPOINT: 'http://x', FILES_S3_SECRET_KEY: 'hunter22' })).not.toThrow(
      /hunter22/,
    );
  });
});
