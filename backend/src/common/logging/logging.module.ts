import { type DynamicModule, type LoggerService, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { LoggerModule, Logger as NestPinoLogger, PinoLogger } from 'nestjs-pino';
import type { DestinationStream, Logger } from 'pino';
import type { Environment } from '../../config/environment.js';
import { RequestLogging } from './request-logging.js';
import { createRootLogger, ROOT_LOGGER } from './root-logger.js';

export interface LoggingOptions {
  /** A logger made before the app (main.ts logs the embedded database's start through it). */
  root?: Logger;
  /** Where the lines go instead of standard output (the tests' log file). */
  destination?: DestinationStream;
}

@Module({})
class RootLoggerModule {}

/**
 * nestjs-pino on the one root logger: LOG_LEVEL, JSON lines in production, pino-pretty otherwise.
 * The request middleware is ours (RequestLogging, mounted first by configureApp), so nestjs-pino
 * is told to use the existing one rather than mount a second, later one.
 */
@Module({})
export class LoggingModule {
  static forRoot(options: LoggingOptions = {}): DynamicModule {
    const root: DynamicModule = {
      module: RootLoggerModule,
      providers: [
        {
          provide: ROOT_LOGGER,
          inject: [ConfigService],
          useFactory: (config: ConfigService<Environment, true>) =>
            options.root ??
            createRootLogger({
              level: config.get('LOG_LEVEL', { infer: true }),
              json: config.get('isProduction', { infer: true }),
              destination: options.destination,
            }),
        },
      ],
      exports: [ROOT_LOGGER],
    };
    return {
      module: LoggingModule,
      imports: [
        root,
        LoggerModule.forRootAsync({
          imports: [root],
          inject: [ROOT_LOGGER],
          useFactory: (logger: Logger) => ({ pinoHttp: { logger }, useExisting: true }),
        }),
      ],
      providers: [RequestLogging],
      exports: [RequestLogging],
    };
  }
}

/**
 * Nest's Logger interface over a root logger made before any app (main.ts), so the lines of the
 * start (the embedded database's) are pino lines too; the app then logs through the same root.
 */
export function nestLoggerFor(root: Logger): LoggerService {
  return new NestPinoLogger(new PinoLogger({ pinoHttp: { logger: root }, useExisting: true }), {});
}
