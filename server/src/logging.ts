import type { FastifyServerOptions } from 'fastify';

/**
 * The server's log output: readable one-line entries in a terminal (pino-pretty), JSON lines otherwise
 * (a file, a pipe, a log collector), so production logs stay machine-readable.
 */
export function loggerOptions(
  level: string,
  terminal: boolean = process.stdout.isTTY === true,
): FastifyServerOptions['logger'] {
  if (!terminal) return { level };
  return {
    level,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}
