import { type INestApplication, RequestMethod } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AppModule, FRONTEND_DIST } from './app.module.js';
import { RequestLogging } from './common/logging/request-logging.js';
import { type LoggingOptions, nestLoggerFor } from './common/logging/logging.module.js';
import { apiBoundary } from './common/web/api-boundary.js';
import { answerClientErrors } from './common/web/client-errors.js';
import { serveFrontend } from './common/web/frontend.js';
import { securityHeaders } from './common/web/security-headers.js';
import type { Environment } from './config/environment.js';
import type { DatabaseOptions } from './database/database-options.js';
import { setupOpenApi } from './openapi.js';
import { SITE_FILES } from './site/site-files.controller.js';

export const API_PREFIX = 'api';

/** What this server answers itself rather than the frontend's files: the API, robots.txt and sitemap.xml. */
function isServerPath(path: string): boolean {
  return (
    path === `/${API_PREFIX}` || path.startsWith(`/${API_PREFIX}/`) || SITE_FILES.includes(path.slice(1))
  );
}

/**
 * Nest's own body parsers would read application/x-www-form-urlencoded bodies too, which the API
 * never takes (the form type another site can post without asking): every app is created with
 * `bodyParser: false` and configureApp adds the JSON parser alone. `rawBody`: the parser keeps each
 * body's bytes too (`request.rawBody`), since Stripe signs the bytes of its webhook, not their JSON.
 */
export const APP_OPTIONS = { bodyParser: false, rawBody: true } as const;

/**
 * What every instance of the app shares, whether started by main.ts, a test or the OpenAPI export
 * (each created with APP_OPTIONS). Order matters: the request logger first (every response gets
 * its X-Request-Id and a line), security headers on every response, then the API's boundary (no-store, origin check, JSON only) before any body is parsed or session read, and the built frontend's files for the other paths.
 */
export async function configureApp(app: INestApplication): Promise<void> {
  const express = app as NestExpressApplication;
  express.disable('x-powered-by');
  // No ETag hashed over every JSON body: API answers are no-store (api-boundary.ts), so never
  // revalidated. The app's files keep theirs (serve-static makes its own).
  express.set('etag', false);
  const config = app.get<ConfigService<Environment, true>>(ConfigService);
  const production = config.get('isProduction', { infer: true });
  if (production) express.set('trust proxy', 1);
  express.use(app.get(RequestLogging).middleware);
  express.use(securityHeaders(production));
  express.use(`/${API_PREFIX}`, apiBoundary(new URL(config.get('publicUrl', { infer: true })).origin));
  if (existsSync(join(FRONTEND_DIST, 'index.html'))) express.use(serveFrontend(FRONTEND_DIST, isServerPath));
  express.useBodyParser('json');
  answerClientErrors(express.getHttpServer());
  app.setGlobalPrefix(API_PREFIX, {
    exclude: SITE_FILES.map((path) => ({ path, method: RequestMethod.GET })),
  });
  await setupOpenApi(app);
}

/**
 * Nest's own lines (bootstrap, routes, a service's `new Logger(...)`) go through pino: buffered
 * until the app is built, then written by nestjs-pino's Logger. `silent` (the OpenAPI export) logs nothing.
 */
export async function createApp(
  database: DatabaseOptions,
  options: { logging?: LoggingOptions; silent?: boolean } = {},
): Promise<NestExpressApplication> {
  // With a root logger made before the app (main.ts), lines written while the modules start (waiting on
  // another process's migration lock, say) go out at once rather than buffered until the app exists.
  const root = options.logging?.root;
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(database, options.logging), {
    ...APP_OPTIONS,
    ...(options.silent ? { logger: false } : root ? { logger: nestLoggerFor(root) } : { bufferLogs: true }),
  });
  if (!options.silent) app.useLogger(app.get(Logger));
  await configureApp(app);
  return app;
}
