// The response validation of the tests (test/openapi-responses.ts) refuses what the document does not say.
import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './app.js';
import { ResponseValidator, validateAnswersOf, type Document } from './openapi-responses.js';

const t = await createTestApp();
afterAll(() => t.close());
const validator = new ResponseValidator(t.app.swagger() as unknown as Document);
const json = (body: unknown) => ({ headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) });
const user = await t.f.buildUser();

describe('the response validation of the tests', () => {
  it('lets through what the document says', async () => {
    const res = await t.sendAs(user, 'GET', '/auth/me');
    expect(res.statusCode).toBe(200);
    expect(validator.problemOf('GET', '/api/auth/me', res)).toBeUndefined();
    expect(validator.problemOf('GET', '/api/auth/me', { statusCode: 401, ...json({ error: 'x', code: 'unauthorized' }) })).toBeUndefined();
  });

  it('refuses a status the operation does not declare', () => {
    expect(validator.problemOf('GET', '/api/auth/me', { statusCode: 409, ...json({ error: 'x', code: 'conflict' }) })).toMatch(
      /status 409 is not declared for getMe/,
    );
  });

  it('refuses a body that does not match the schema, and a code the status does not list', () => {
    expect(validator.problemOf('GET', '/api/auth/me', { statusCode: 200, ...json({ data: { id: 'one' } }) })).toMatch(
      /does not match the 200 schema of getMe/,
    );
    const wrongCode = validator.problemOf(`POST`, `/api/clocks/${user.id}`, { statusCode: 409, ...json({ error: 'x', code: 'conflict' }) });
    expect(wrongCode).toMatch(/\/code must be equal to one of the allowed values/);
  });

  it('refuses a media type the status does not declare', () => {
    expect(
      validator.problemOf('GET', `/api/users/${user.id}/timesheet?start=2026-11-01&end=2026-11-02`, {
        statusCode: 200,
        headers: { 'content-type': 'text/html' },
        body: '<p>',
      }),
    ).toMatch(/declares .*text\/csv.* not "text\/html"/);
    expect(validator.problemOf('GET', '/api/auth/me', { statusCode: 200, headers: {}, body: 'plain' })).toMatch(/not ""/);
  });

  it('makes inject throw when a route answers what its document does not say', async () => {
    const app = Fastify();
    await app.register(swagger, { openapi: { openapi: '3.1.0', info: { title: 'probe', version: '1' } } });
    app.get(
      '/thing',
      { schema: { response: { 200: { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] } } } },
      async (request, reply) => {
        // `?bad=1`: a status the route's schema (and so its document) does not declare.
        if ((request.query as { bad?: string }).bad) return reply.code(201 as 200).send({ a: 'x' });
        return { a: 'x' };
      },
    );
    await app.ready();
    await validateAnswersOf(app, '');
    expect((await app.inject({ method: 'GET', url: '/thing' })).statusCode).toBe(200);
    await expect(app.inject({ method: 'GET', url: '/thing?bad=1' })).rejects.toThrow(/status 201 is not declared/);
    await app.close();
  });
});
