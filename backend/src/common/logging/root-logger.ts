import { type DestinationStream, type Logger, type LevelWithSilent, pino } from 'pino';
import PinoPretty from 'pino-pretty';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number] & LevelWithSilent;

export interface RootLoggerSettings {
  level: LogLevel;
  /** JSON lines (production) or pino-pretty's readable lines (development, test). */
  json: boolean;
  /** Where lines go; standard output unless given (the tests' one file per run). */
  destination?: DestinationStream;
}

/**
 * Field names whose value is never written, wherever a log call puts them: the request logger
 * writes no headers or bodies at all (http-logger.ts), this catches an object a service logs.
 */
const SECRET_FIELDS = ['password', 'newPassword', 'currentPassword', 'token', 'cookie', 'authorization'];

/** The one pino logger of a process: every line, Nest's own included, goes through it. */
export function createRootLogger({ level, json, destination }: RootLoggerSettings): Logger {
  const stream =
    destination ??
    (json
      ? pino.destination({ dest: 1, sync: true })
      : PinoPretty({
          sync: true,
          colorize: Boolean(process.stdout.isTTY),
          singleLine: true,
          translateTime: 'SYS:HH:MM:ss.l',
          ignore: 'pid,hostname,context',
          messageFormat: '{if context}[{context}] {end}{msg}',
        }));
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
        censor: '[redacted]',
      },
    },
    stream,
  );
}

/** The provider token of the root logger (logging.module.ts). */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');
