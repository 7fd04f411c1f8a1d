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

/**
 * Query parameters that carry a credential or a one-time secret: a token sent in a query string is refused
 * by the API, but would otherwise be written in full to the request log. Matched by name, any case.
 */
const SECRET_PARAMETERS = new Set([
  'access_token',
  'refresh_token',
  'id_token',
  'token',
  'code',
  'code_verifier',
  'challenge',
  'password',
  'current_password',
  'secret',
  'client_secret',
  'key',
  'api_key',
  'apikey',
  'signature',
  'sig',
  'csrf_token',
  'pairing_code',
  'pin',
]);
/** `name=value` pairs of a query string, a parameter's name possibly percent-encoded. */
const QUERY_PAIR = /([?&;])([^=&;#]*)=([^&;#]*)/g;

function isSecretParameter(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    // A malformed escape: judged as written.
  }
  const normalized = decoded.trim().toLowerCase();
  // `token`, `access_token`, `feed_token`, `x-api-key`...: any name ending in a secret's name.
  return SECRET_PARAMETERS.has(normalized) || /(?:^|[_.-])(?:token|secret|password|key)$/.test(normalized);
}

export function redactUrl(url: string): string {
  const path = url.replace(TOKEN_IN_PATH, '$1[redacted]');
  const query = path.indexOf('?');
  if (query === -1) return path;
  return (
    path.slice(0, query) +
    path.slice(query).replace(QUERY_PAIR, (pair, separator: string, name: string) =>
      isSecretParameter(name) ? `${separator}${name}=[redacted]` : pair,
    )
  );
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
