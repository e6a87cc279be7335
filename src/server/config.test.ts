import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the defaults of the runtime contract', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must be a postgres/,
    );
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('trusts X-Forwarded-For from loopback proxies unless TRUST_PROXY says otherwise', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: 'none' }).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 172.16.0.0/12,uniquelocal' }).trustProxy).toEqual([
      '10.0.0.2',
      '172.16.0.0/12',
      'uniquelocal',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
  });

  it('keeps files in DATA_DIR unless S3_URL names a bucket', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_URL: 'http://127.0.0.1:9000/loreweave',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'loreweave',
      prefix: '',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_URL: 's3://lore-files/site-a', S3_REGION: 'eu-west-1' }).s3).toEqual({
      endpoint: undefined,
      bucket: 'lore-files',
      prefix: 'site-a/',
      region: 'eu-west-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_URL: 'https://acc.r2.cloudflarestorage.com/b1',
        S3_FORCE_PATH_STYLE: 'false',
      }).s3?.forcePathStyle,
    ).toBe(false);
    expect(() => loadConfig({ S3_URL: 'http://minio:9000' })).toThrow(/S3_URL/);
    expect(() => loadConfig({ S3_URL: 'ftp://x/y' })).toThrow(/S3_URL/);
    expect(() => loadConfig({ S3_URL: 's3://b', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
  });
});
