import { type DestinationStream, type Logger, pino } from 'pino';
import PinoPretty from 'pino-pretty';
import type { LogLevel } from '../../config/environment.js';

export interface RootLoggerSettings {
  level: LogLevel;
  /** JSON lines (production) or pino-pretty's readable lines (development, test). */
  json: boolean;
  /** Where lines go; standard output unless given (the tests' one file per run). */
  destination?: DestinationStream;
}

/**
 * Field names whose value is never written, wherever a log call puts them: the request logger
 * writes no headers or bodies at all (request-logging.ts), this catches an object a service logs.
 */
export const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'cookie',
  'authorization',
];

/** How many bytes of lines gather before they are written (one write for many lines under load). */
export const LOG_BUFFER_BYTES = 8 * 1024;
/** The longest a line waits in the buffer when few are logged. */
export const LOG_FLUSH_MS = 100;

/**
 * A file descriptor (1: standard output) or file written in the background, LOG_BUFFER_BYTES at a
 * time or LOG_FLUSH_MS after a line, rather than one blocking write per line. pino writes what is
 * left synchronously when the process exits (process.exit after a stop, a crash): no line is lost.
 */
export function bufferedDestination(dest: number | string): DestinationStream {
  const stream = pino.destination({ dest, sync: false, minLength: LOG_BUFFER_BYTES });
  const write = stream.write.bind(stream);
  let timer: NodeJS.Timeout | undefined;
  stream.write = (line: string) => {
    timer ??= setTimeout(() => {
      timer = undefined;
      try {
        stream.flush();
      } catch {
        // Already closed (the process is exiting): what was left was written then.
      }
    }, LOG_FLUSH_MS).unref();
    return write(line);
  };
  return stream;
}

/** The one pino logger of a process: every line, Nest's own included, goes through it. */
export function createRootLogger({ level, json, destination }: RootLoggerSettings): Logger {
  const stream =
    destination ??
    (json
      ? bufferedDestination(1)
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
