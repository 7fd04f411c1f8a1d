// The one error handler answers 503 `unavailable` with Retry-After for every way the database can be
// unreachable or too slow (time limits, terminated sessions, refused or lost connections, a pool that
// cannot hand out a connection in time, a database that is stopping), and still 500 for a bug.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import errorHandlerPlugin, { isDatabaseUnavailable } from './error-handler.js';

function databaseError(code: string, message = 'database error'): Error {
  return Object.assign(new Error(message), { code, severity: 'ERROR' });
}

const UNAVAILABLE: [string, Error][] = [
  ['statement_timeout', databaseError('57014', 'canceling statement due to statement timeout')],
  ['lock_timeout', databaseError('55P03', 'canceling statement due to lock timeout')],
  ['idle in transaction', databaseError('25P03', 'terminating connection due to idle-in-transaction timeout')],
  ['terminated session', databaseError('57P01', 'terminating connection due to administrator command')],
  ['crash shutdown', databaseError('57P02')],
  ['starting up', databaseError('57P03', 'the database system is starting up')],
  ['too many connections', databaseError('53300')],
  ['connection failure', databaseError('08006')],
  ['connection refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
  ['connection reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
  ['several addresses refused', Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]), {})],
  ['lost connection', new Error('Connection terminated unexpectedly')],
  ['connect timeout', new Error('Connection terminated due to connection timeout')],
  ['stalled link', new Error('Query read timeout')],
  ['pool acquire timeout', new Error('timeout exceeded when trying to connect')],
  ['closed PGlite', new Error('PGlite is closed')],
  ['wrapped cause', new Error('query failed', { cause: databaseError('57014') })],
];

describe('database unavailability', () => {
  it.each(UNAVAILABLE)('is recognised: %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', databaseError('23505')],
    ['a syntax error', databaseError('42601')],
    ['a plain bug', new TypeError('x is undefined')],
  ])('is not %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('answers 503 `unavailable` with Retry-After, and 500 for anything else', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    app.get('/timeout', async () => {
      throw databaseError('57014');
    });
    app.get('/bug', async () => {
      throw new TypeError('x is undefined');
    });
    const timeout = await app.inject({ method: 'GET', url: '/timeout' });
    expect(timeout.statusCode).toBe(503);
    expect(timeout.json()).toEqual({ error: expect.any(String), code: 'unavailable' });
    expect(Number(timeout.headers['retry-after'])).toBeGreaterThan(0);
    const bug = await app.inject({ method: 'GET', url: '/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.json()).toEqual({ error: expect.any(String), code: 'internal_error' });
    await app.close();
  });
});
