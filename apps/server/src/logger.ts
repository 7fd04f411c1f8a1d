// pino, with every secret a request can carry redacted; readable at a terminal, JSON otherwise.
import type { LoggerOptions } from 'pino';

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.current_password',
  '*.refresh_token',
  '*.access_token',
  '*.token',
];

/** Paths whose last segment is a secret link token (password links, e-mail change confirmation). */
const TOKEN_IN_PATH = /(\/(?:password-tokens|email-change)\/)[^/?#]+/g;

export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_PATH, '$1[redacted]');
}

interface LoggedRequest {
  method?: string;
  url?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * `pretty`: readable lines (pino-pretty, in a worker thread) for a person at a terminal, where the first
 * start's password line must be easy to find; otherwise one JSON object a line, for log collectors.
 */
export function loggerOptions(level: string, pretty = false): LoggerOptions {
  return {
    level,
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } }
      : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // Fastify's request fields, with the link tokens of URLs masked.
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: request.url === undefined ? undefined : redactUrl(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
