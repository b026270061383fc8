import type { INestApplication, LoggerService, LogLevel } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import type { Environment } from './config/environment.js';
import type { DatabaseOptions } from './database/database.module.js';
import { setupOpenApi } from './openapi.js';

export const API_PREFIX = 'api';

/** What every instance of the app shares, whether started by main.ts, a test or the OpenAPI export. */
export async function configureApp(app: INestApplication): Promise<void> {
  const express = app as NestExpressApplication;
  express.disable('x-powered-by');
  const config = app.get<ConfigService<Environment, true>>(ConfigService);
  if (config.get('isProduction', { infer: true })) express.set('trust proxy', 1);
  app.setGlobalPrefix(API_PREFIX);
  await setupOpenApi(app);
}

export async function createApp(
  database: DatabaseOptions,
  logger?: LoggerService | LogLevel[] | false,
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(database), {
    logger: logger ?? ['log', 'warn', 'error'],
  });
  await configureApp(app);
  return app;
}
