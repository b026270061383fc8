import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsEnum,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  Validate,
  validateSync,
  ValidateIf,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { statSync } from 'node:fs';
import type { LevelWithSilent } from 'pino';

/** The levels LOG_LEVEL may name: pino's own. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number] & LevelWithSilent;

export enum NodeEnv {
  Development = 'development',
  Production = 'production',
  Test = 'test',
}

const trimmedOrUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** An address, optionally with a display name: `hello@example.com` or `Ghostline <hello@example.com>`. */
const MAILBOX = /^(.+<[^\s@]+@[^\s@]+>|[^\s@]+@[^\s@]+)$/;

/**
 * A folder setting: a path that, when it exists, is a folder. A missing one is not an error at
 * start (a drive mounted later); what uses it says so then.
 */
@ValidatorConstraint({ name: 'notAFile' })
class NotAFile implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'string') return true;
    return statSync(value, { throwIfNoEntry: false })?.isDirectory() ?? true;
  }
}

/**
 * Every setting the server reads, with its rule. `validateEnvironment` turns `process.env`
 * into this typed object, or stops start-up with a message naming each wrong variable.
 */
export class Environment {
  @IsEnum(NodeEnv, { message: 'NODE_ENV must be one of development, production, test' })
  NODE_ENV: NodeEnv = NodeEnv.Development;

  @Transform(({ value }) => (value === undefined || value === '' ? 3000 : Number(value)))
  @IsInt({ message: 'PORT must be a whole number' })
  @Min(0, { message: 'PORT must be between 0 and 65535' })
  @Max(65535, { message: 'PORT must be between 0 and 65535' })
  PORT = 3000;

  /** PostgreSQL connection string; when unset the server runs an embedded PostgreSQL under DATA_DIR. */
  @Transform(trimmedOrUndefined)
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/\S+$/, {
    message: 'DATABASE_URL must be a PostgreSQL URL such as postgresql://user:password@host:5432/ghostline',
  })
  DATABASE_URL?: string;

  @Transform(({ value }) => (value === undefined || value === '' ? '.data' : value))
  @IsString({ message: 'DATA_DIR must be a folder path' })
  DATA_DIR = '.data';

  @Transform(trimmedOrUndefined)
  @ValidateIf((env: Environment) => env.isProduction || env.SESSION_SECRET !== undefined)
  @IsString({ message: 'SESSION_SECRET is required when NODE_ENV=production' })
  @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters' })
  SESSION_SECRET?: string;

  @Transform(trimmedOrUndefined)
  @IsOptional()
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'PUBLIC_URL must be an http(s) URL such as https://ghostline.example.com' },
  )
  PUBLIC_URL?: string;

  @Transform(trimmedOrUndefined)
  @IsOptional()
  @MinLength(3, { message: 'ADMIN_USERNAME must be at least 3 characters' })
  @Matches(/^[^@]*$/, { message: 'ADMIN_USERNAME may not contain @' })
  ADMIN_USERNAME?: string;

  @Transform(trimmedOrUndefined)
  @ValidateIf((env: Environment) => env.ADMIN_USERNAME !== undefined || env.ADMIN_PASSWORD !== undefined)
  @IsString({ message: 'ADMIN_PASSWORD is required when ADMIN_USERNAME is set' })
  @MinLength(8, { message: 'ADMIN_PASSWORD must be at least 8 characters' })
  ADMIN_PASSWORD?: string;

  /**
   * The first admin's email (created at the first start, or by `npm run admin:create`), counted as
   * confirmed: the team's notices (new leads, cancellations, failed payments …) reach it from the start.
   */
  @Transform(({ value }) =>
    typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim().toLowerCase()) : value,
  )
  @IsOptional()
  @IsEmail({}, { message: 'ADMIN_EMAIL must be an email address such as owner@example.com' })
  ADMIN_EMAIL?: string;

  /**
   * Stripe's secret key (sk_test_… or sk_live_…). With STRIPE_WEBHOOK_SECRET it turns Stripe billing
   * on: Checkout links for new subscriptions, webhooks as the source of truth, the Customer Portal.
   * Without both, billing is manual (the team marks each period paid or failed).
   */
  @Transform(trimmedOrUndefined)
  @ValidateIf(
    (env: Environment) => env.STRIPE_SECRET_KEY !== undefined || env.STRIPE_WEBHOOK_SECRET !== undefined,
  )
  @Matches(/^(sk|rk)_(test|live)_\S+$/, {
    message:
      'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…) when STRIPE_WEBHOOK_SECRET is set',
  })
  STRIPE_SECRET_KEY?: string;

  /** The signing secret of the webhook endpoint (whsec_…), from Stripe's dashboard or `stripe listen`. */
  @Transform(trimmedOrUndefined)
  @ValidateIf(
    (env: Environment) => env.STRIPE_SECRET_KEY !== undefined || env.STRIPE_WEBHOOK_SECRET !== undefined,
  )
  @Matches(/^whsec_\S+$/, {
    message: 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…) when STRIPE_SECRET_KEY is set',
  })
  STRIPE_WEBHOOK_SECRET?: string;

  /** Where the Stripe SDK sends its calls; defaults to https://api.stripe.com (the tests aim it at a local server). */
  @Transform(trimmedOrUndefined)
  @IsOptional()
  @IsUrl(
    { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
    { message: 'STRIPE_API_URL must be an http(s) URL such as https://api.stripe.com' },
  )
  STRIPE_API_URL?: string;

  @Transform(trimmedOrUndefined)
  @IsOptional()
  @Matches(/^smtps?:\/\/\S+$/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  /** The sender of every mail, e.g. "Ghostline <hello@example.com>"; defaults to no-reply at PUBLIC_URL's host. */
  @Transform(trimmedOrUndefined)
  @IsOptional()
  @Matches(MAILBOX, {
    message: 'MAIL_FROM must be an email address, optionally with a name: Ghostline <hello@example.com>',
  })
  MAIL_FROM?: string;

  /** Where people write to the team: the Contact Sales and footer mailto links; defaults to hello at PUBLIC_URL's host. */
  @Transform(trimmedOrUndefined)
  @IsOptional()
  @IsEmail({}, { message: 'CONTACT_EMAIL must be an email address such as hello@example.com' })
  CONTACT_EMAIL?: string;

  /** The Reply-To of every mail, e.g. "Ghostline <hello@example.com>"; defaults to CONTACT_EMAIL. */
  @Transform(trimmedOrUndefined)
  @IsOptional()
  @Matches(MAILBOX, {
    message: 'MAIL_REPLY_TO must be an email address, optionally with a name: Ghostline <hello@example.com>',
  })
  MAIL_REPLY_TO?: string;

  /**
   * `false`: the server does not apply migrations when it starts, because a one-shot
   * `node backend/dist/bin/migrate.js` did (docker-compose.yml's `migrate` service).
   */
  @Transform(({ value }) =>
    value === undefined || value === '' ? true : value === 'true' ? true : value === 'false' ? false : value,
  )
  @IsBoolean({ message: 'MIGRATE_ON_START must be true or false' })
  MIGRATE_ON_START = true;

  /**
   * How many times a mail is tried before it is marked failed (an admin may retry it then); with
   * MAIL_RETRY_DELAY_SECONDS's doubling waits, the default 8 covers an SMTP outage of about an hour.
   */
  @Transform(({ value }) => (value === undefined || value === '' ? 8 : Number(value)))
  @IsInt({ message: 'MAIL_TRIES must be a whole number' })
  @Min(1, { message: 'MAIL_TRIES must be between 1 and 20' })
  @Max(20, { message: 'MAIL_TRIES must be between 1 and 20' })
  MAIL_TRIES = 8;

  /** The wait before a failed mail's second try, in seconds; each later wait about doubles. */
  @Transform(({ value }) => (value === undefined || value === '' ? 20 : Number(value)))
  @IsInt({ message: 'MAIL_RETRY_DELAY_SECONDS must be a whole number' })
  @Min(1, { message: 'MAIL_RETRY_DELAY_SECONDS must be between 1 and 3600' })
  @Max(3600, { message: 'MAIL_RETRY_DELAY_SECONDS must be between 1 and 3600' })
  MAIL_RETRY_DELAY_SECONDS = 20;

  /** `first-start`: the embedded default's very first start fills in the demo (seeders/demo.seeder.ts); `off`: never. */
  @Transform(({ value }) => (value === undefined || value === '' ? 'first-start' : value))
  @IsIn(['first-start', 'off'], { message: 'DEMO_DATA must be first-start or off' })
  DEMO_DATA: 'first-start' | 'off' = 'first-start';

  /** How many backups DATA_DIR/backups keeps: each new one deletes the oldest past this count. */
  @Transform(({ value }) => (value === undefined || value === '' ? 14 : Number(value)))
  @IsInt({ message: 'BACKUP_KEEP must be a whole number of backups to keep, at least 1' })
  @Min(1, { message: 'BACKUP_KEEP must be a whole number of backups to keep, at least 1' })
  BACKUP_KEEP = 14;

  /** A folder (a mounted drive, a synced folder) that gets a copy of each new backup. */
  @Transform(trimmedOrUndefined)
  @IsOptional()
  @IsString({ message: 'BACKUP_COPY_TO must be a folder path' })
  @Validate(NotAFile, { message: 'BACKUP_COPY_TO must be a folder, not a file' })
  BACKUP_COPY_TO?: string;

  /**
   * The folder of pg_dump and pg_restore, when they are not found by themselves (see
   * docs/operations.md, "Backups").
   */
  @Transform(trimmedOrUndefined)
  @IsOptional()
  @IsString({ message: 'PG_BIN_DIR must be a folder path' })
  @Validate(NotAFile, { message: 'PG_BIN_DIR must be a folder, not a file' })
  PG_BIN_DIR?: string;
  /**
   * The S3 bucket media is kept in (docs/operations.md, "Media storage"); unset: DATA_DIR/media on
   * this server's disk. Every server of one database must use the same store.
   */
  @Transform(trimmedOrUndefined)
  @ValidateIf((env: Environment) => env.S3_BUCKET !== undefined || env.s3Configured)
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
    message:
      'S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens) when any S3_ setting is set',
  })
  S3_BUCKET?: string;

  /** An S3-compatible server's address (MinIO, Garage, R2, Spaces …); unset: AWS S3 in S3_REGION. */
  @Transform(trimmedOrUndefined)
  @IsOptional()
  @IsUrl(
    { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
    { message: 'S3_ENDPOINT must be an http(s) URL such as https://s3.example.com' },
  )
  S3_ENDPOINT?: string;

  /** The bucket's region; S3-compatible servers mostly take any (us-east-1 by default). */
  @Transform(({ value }) => (typeof value !== 'string' || value.trim() === '' ? 'us-east-1' : value.trim()))
  @Matches(/^[a-z0-9-]{2,40}$/, { message: 'S3_REGION must be a region name such as us-east-1' })
  S3_REGION = 'us-east-1';

  /** The keys of an account that may read, write, list and delete in the bucket; unset: the SDK's own chain (an instance role). */
  @Transform(trimmedOrUndefined)
  @ValidateIf(
    (env: Environment) => env.S3_ACCESS_KEY_ID !== undefined || env.S3_SECRET_ACCESS_KEY !== undefined,
  )
  @IsString({ message: 'S3_ACCESS_KEY_ID is required when S3_SECRET_ACCESS_KEY is set' })
  S3_ACCESS_KEY_ID?: string;

  @Transform(trimmedOrUndefined)
  @ValidateIf(
    (env: Environment) => env.S3_ACCESS_KEY_ID !== undefined || env.S3_SECRET_ACCESS_KEY !== undefined,
  )
  @IsString({ message: 'S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set' })
  S3_SECRET_ACCESS_KEY?: string;

  /** `true`: https://endpoint/bucket/key rather than https://bucket.endpoint/key (most self-hosted servers need it). */
  @Transform(({ value }) =>
    value === undefined || value === '' ? false : value === 'true' ? true : value === 'false' ? false : value,
  )
  @IsBoolean({ message: 'S3_FORCE_PATH_STYLE must be true or false' })
  S3_FORCE_PATH_STYLE = false;

  /** How long a stored file nothing refers to is kept before the hourly sweep deletes it. */
  @Transform(({ value }) => (value === undefined || value === '' ? 24 : Number(value)))
  @IsInt({ message: 'MEDIA_ORPHAN_GRACE_HOURS must be a whole number of hours' })
  @Min(1, { message: 'MEDIA_ORPHAN_GRACE_HOURS must be between 1 and 720' })
  @Max(720, { message: 'MEDIA_ORPHAN_GRACE_HOURS must be between 1 and 720' })
  MEDIA_ORPHAN_GRACE_HOURS = 24;

  /**
   * The LinkedIn app's Client ID and Secret (docs/configuration.md, "LinkedIn"): both turn on
   * connecting LinkedIn and publishing to it; without them the manual path is all there is.
   */
  @Transform(trimmedOrUndefined)
  @ValidateIf(
    (env: Environment) => env.LINKEDIN_CLIENT_ID !== undefined || env.LINKEDIN_CLIENT_SECRET !== undefined,
  )
  @Matches(/^\w{8,40}$/, {
    message:
      'LINKEDIN_CLIENT_ID must be the Client ID of a LinkedIn app (letters and digits) when LINKEDIN_CLIENT_SECRET is set',
  })
  LINKEDIN_CLIENT_ID?: string;

  @Transform(trimmedOrUndefined)
  @ValidateIf(
    (env: Environment) => env.LINKEDIN_CLIENT_ID !== undefined || env.LINKEDIN_CLIENT_SECRET !== undefined,
  )
  @IsString({ message: 'LINKEDIN_CLIENT_SECRET is required when LINKEDIN_CLIENT_ID is set' })
  @MinLength(8, { message: 'LINKEDIN_CLIENT_SECRET must be the Primary Client Secret of the LinkedIn app' })
  LINKEDIN_CLIENT_SECRET?: string;

  /** The `LinkedIn-Version` of every REST call, YYYYMM: each lives about a year. */
  @Transform(({ value }) => (typeof value !== 'string' || value.trim() === '' ? '202611' : value.trim()))
  @Matches(/^20\d{2}(0[1-9]|1[0-2])$/, {
    message: 'LINKEDIN_API_VERSION must be a version such as 202611 (YYYYMM)',
  })
  LINKEDIN_API_VERSION = '202611';

  /** Where LinkedIn's sign-in pages and API are; only the tests change them. */
  @Transform(({ value }) =>
    typeof value !== 'string' || value.trim() === '' ? 'https://www.linkedin.com' : value.trim(),
  )
  @IsUrl(
    { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
    { message: 'LINKEDIN_AUTH_URL must be an http(s) URL' },
  )
  LINKEDIN_AUTH_URL = 'https://www.linkedin.com';

  @Transform(({ value }) =>
    typeof value !== 'string' || value.trim() === '' ? 'https://api.linkedin.com' : value.trim(),
  )
  @IsUrl(
    { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
    { message: 'LINKEDIN_API_URL must be an http(s) URL' },
  )
  LINKEDIN_API_URL = 'https://api.linkedin.com';

  /** The key LinkedIn tokens are sealed with at rest; unset: one derived from SESSION_SECRET. */
  @Transform(trimmedOrUndefined)
  @IsOptional()
  @MinLength(32, { message: 'LINKEDIN_TOKEN_KEY must be at least 32 characters' })
  LINKEDIN_TOKEN_KEY?: string;

  /** How much the server logs: fatal, error, warn, info (each request and what services report), debug, trace or silent. */
  @Transform(({ value }) => (value === undefined || value === '' ? 'info' : value))
  @IsIn(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL: LogLevel = 'info';

  /** Stripe keeps the payments when both of its keys are set; else the team does, by hand. */
  get billingMode(): 'manual' | 'stripe' {
    return this.STRIPE_SECRET_KEY && this.STRIPE_WEBHOOK_SECRET ? 'stripe' : 'manual';
  }

  /** Any S3 setting besides the bucket (which then must be named). */
  get s3Configured(): boolean {
    return [this.S3_ENDPOINT, this.S3_ACCESS_KEY_ID, this.S3_SECRET_ACCESS_KEY].some(
      (value) => value !== undefined,
    );
  }

  /** LinkedIn is connected to when both of its keys are set. */
  get linkedInConfigured(): boolean {
    return Boolean(this.LINKEDIN_CLIENT_ID && this.LINKEDIN_CLIENT_SECRET);
  }

  /** NODE_ENV=production: the one place that comparison is written. */
  get isProduction(): boolean {
    return this.NODE_ENV === NodeEnv.Production;
  }

  /** The address people reach the product at: PUBLIC_URL, else http://localhost:PORT. */
  get publicUrl(): string {
    return (this.PUBLIC_URL ?? `http://localhost:${this.PORT}`).replace(/\/+$/, '');
  }

  /**
   * The session cookie is Secure (and `__Host-` prefixed) in production when people reach the
   * product over https. A production build tried at an http:// PUBLIC_URL (`docker compose up` on
   * http://localhost) keeps a plain cookie: a Secure one is never set over http, so nobody could sign in.
   */
  get secureCookies(): boolean {
    return this.isProduction && new URL(this.publicUrl).protocol === 'https:';
  }

  /** The domain of the default addresses: PUBLIC_URL's host (ghostline.localhost for localhost). */
  get mailDomain(): string {
    const host = new URL(this.publicUrl).hostname;
    return host === 'localhost' ? 'ghostline.localhost' : host;
  }

  /** CONTACT_EMAIL, else hello@ at the mail domain. */
  get contactEmail(): string {
    return this.CONTACT_EMAIL ?? `hello@${this.mailDomain}`;
  }

  /** MAIL_REPLY_TO, else the contact address. */
  get mailReplyTo(): string {
    return this.MAIL_REPLY_TO ?? this.contactEmail;
  }
}

export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'InvalidEnvironmentError';
  }
}

/** Validates raw variables (process.env); throws InvalidEnvironmentError naming every wrong one. */
export function validateEnvironment(raw: Record<string, unknown>): Environment {
  const env = plainToInstance(Environment, raw, { exposeDefaultValues: true });
  const errors = validateSync(env, { whitelist: false, skipMissingProperties: false });
  if (errors.length > 0) {
    throw new InvalidEnvironmentError(errors.flatMap((error) => Object.values(error.constraints ?? {})));
  }
  return env;
}
