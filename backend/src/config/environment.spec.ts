import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { InvalidEnvironmentError, NodeEnv, validateEnvironment } from './environment.js';

describe('validateEnvironment', () => {
  it('applies the documented defaults', () => {
    const env = validateEnvironment({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('.data');
    expect(env.NODE_ENV).toBe(NodeEnv.Development);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.publicUrl).toBe('http://localhost:3000');
    expect(env.BACKUP_KEEP).toBe(14);
    expect(env.BACKUP_COPY_TO).toBeUndefined();
    expect(env.LOG_LEVEL).toBe('info');
  });

  it('reads the backup settings', () => {
    const env = validateEnvironment({ BACKUP_KEEP: '3', BACKUP_COPY_TO: tmpdir() });
    expect(env.BACKUP_KEEP).toBe(3);
    expect(env.BACKUP_COPY_TO).toBe(tmpdir());
    // A drive not mounted yet is no reason to refuse to start: the backup says so when it copies.
    expect(validateEnvironment({ BACKUP_COPY_TO: '/mnt/not-mounted-yet' }).BACKUP_COPY_TO).toBe(
      '/mnt/not-mounted-yet',
    );
  });

  it('reads ADMIN_EMAIL trimmed and in lower case, and names the variable for a bad address', () => {
    expect(validateEnvironment({ ADMIN_EMAIL: ' Owner@Example.com ' }).ADMIN_EMAIL).toBe('owner@example.com');
    expect(validateEnvironment({ ADMIN_EMAIL: '' }).ADMIN_EMAIL).toBeUndefined();
    expect(() => validateEnvironment({ ADMIN_EMAIL: 'owner' })).toThrow(
      'ADMIN_EMAIL must be an email address such as owner@example.com',
    );
  });

  it("takes pino's levels for LOG_LEVEL and names the variable for anything else", () => {
    expect(validateEnvironment({ LOG_LEVEL: 'debug' }).LOG_LEVEL).toBe('debug');
    expect(() => validateEnvironment({ LOG_LEVEL: 'verbose' })).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    );
  });

  it("defaults the contact address to hello@ at PUBLIC_URL's host, and Reply-To to the contact address", () => {
    expect(validateEnvironment({}).contactEmail).toBe('hello@ghostline.localhost');
    const env = validateEnvironment({ PUBLIC_URL: 'https://ghostline.example.com' });
    expect(env.contactEmail).toBe('hello@ghostline.example.com');
    expect(env.mailReplyTo).toBe('hello@ghostline.example.com');
    expect(validateEnvironment({ CONTACT_EMAIL: 'sales@example.com' }).mailReplyTo).toBe('sales@example.com');
    expect(
      validateEnvironment({ CONTACT_EMAIL: 'sales@example.com', MAIL_REPLY_TO: 'Team <team@example.com>' })
        .mailReplyTo,
    ).toBe('Team <team@example.com>');
  });

  it('reads numbers and URLs from strings', () => {
    const env = validateEnvironment({ PORT: '8080', PUBLIC_URL: 'https://ghostline.example.com/' });
    expect(env.PORT).toBe(8080);
    expect(env.publicUrl).toBe('https://ghostline.example.com');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number'],
    [{ PORT: '70000' }, 'PORT must be between 0 and 65535'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL must be a PostgreSQL URL'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET is required when NODE_ENV=production'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 32 characters'],
    [{ ADMIN_USERNAME: 'boss' }, 'ADMIN_PASSWORD is required when ADMIN_USERNAME is set'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ PUBLIC_URL: 'ghostline' }, 'PUBLIC_URL must be an http(s) URL'],
    [{ MAIL_FROM: 'Ghostline' }, 'MAIL_FROM must be an email address'],
    [{ CONTACT_EMAIL: 'sales at ghostline' }, 'CONTACT_EMAIL must be an email address'],
    [{ CONTACT_EMAIL: 'Sales <sales@ghostline.example.com>' }, 'CONTACT_EMAIL must be an email address'],
    [{ MAIL_REPLY_TO: 'Ghostline' }, 'MAIL_REPLY_TO must be an email address'],
    [{ BACKUP_KEEP: '0' }, 'BACKUP_KEEP must be a whole number of backups to keep, at least 1'],
    [{ BACKUP_KEEP: '-3' }, 'BACKUP_KEEP must be a whole number of backups to keep, at least 1'],
    [{ BACKUP_KEEP: '2.5' }, 'BACKUP_KEEP must be a whole number of backups to keep, at least 1'],
    [{ BACKUP_KEEP: 'fourteen' }, 'BACKUP_KEEP must be a whole number of backups to keep, at least 1'],
    [{ BACKUP_COPY_TO: fileURLToPath(import.meta.url) }, 'BACKUP_COPY_TO must be a folder, not a file'],
    [{ PG_BIN_DIR: fileURLToPath(import.meta.url) }, 'PG_BIN_DIR must be a folder, not a file'],
  ])('rejects %j naming the variable', (raw, message) => {
    expect(() => validateEnvironment(raw)).toThrow(InvalidEnvironmentError);
    expect(() => validateEnvironment(raw)).toThrow(message);
  });

  it('accepts a production configuration with a long secret', () => {
    const env = validateEnvironment({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) });
    expect(env.isProduction).toBe(true);
  });

  it.each([
    [{ NODE_ENV: 'production', PUBLIC_URL: 'https://ghostline.example.com' }, true],
    [{ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:8080' }, false],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'development', PUBLIC_URL: 'https://ghostline.example.com' }, false],
  ])('makes the session cookie Secure only in production over https: %j → %s', (raw, secure) => {
    expect(validateEnvironment({ SESSION_SECRET: 'x'.repeat(40), ...raw }).secureCookies).toBe(secure);
  });

  it.each([
    [{}, true],
    [{ MIGRATE_ON_START: '' }, true],
    [{ MIGRATE_ON_START: 'true' }, true],
    [{ MIGRATE_ON_START: 'false' }, false],
  ])('reads MIGRATE_ON_START %j as %s', (raw, migrate) => {
    expect(validateEnvironment(raw).MIGRATE_ON_START).toBe(migrate);
  });

  it('rejects a MIGRATE_ON_START that is not true or false', () => {
    expect(() => validateEnvironment({ MIGRATE_ON_START: 'no' })).toThrow(
      'MIGRATE_ON_START must be true or false',
    );
  });

  it('keeps media on disk without S3_BUCKET, and reads the S3 settings with their defaults', () => {
    const disk = validateEnvironment({});
    expect(disk.S3_BUCKET).toBeUndefined();
    expect(disk.MEDIA_ORPHAN_GRACE_HOURS).toBe(24);
    const s3 = validateEnvironment({
      S3_BUCKET: 'ghostline-media',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(s3).toMatchObject({
      S3_BUCKET: 'ghostline-media',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
    });
    expect(validateEnvironment({ S3_BUCKET: 'media', S3_REGION: 'eu-west-3' }).S3_REGION).toBe('eu-west-3');
  });

  it.each([
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_BUCKET must be a bucket name'],
    [{ S3_BUCKET: 'Has_Capitals' }, 'S3_BUCKET must be a bucket name'],
    [{ S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be an http(s) URL'],
    [
      { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' },
      'S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set',
    ],
    [
      { S3_BUCKET: 'media', S3_SECRET_ACCESS_KEY: 'secret' },
      'S3_ACCESS_KEY_ID is required when S3_SECRET_ACCESS_KEY is set',
    ],
    [{ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be true or false'],
    [{ S3_BUCKET: 'media', S3_REGION: 'Europe (Paris)' }, 'S3_REGION must be a region name'],
    [{ MEDIA_ORPHAN_GRACE_HOURS: '0' }, 'MEDIA_ORPHAN_GRACE_HOURS must be between 1 and 720'],
  ])('names the variable and its rule for %j', (raw, message) => {
    expect(() => validateEnvironment(raw)).toThrow(message);
  });
});
