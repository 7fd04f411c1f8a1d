// Ceiling A: a bare Fastify route that runs the account lookup of an authenticated request (the
// session joined to its account, one row) straight through pg (or PGlite) and returns it. No token
// check, no hooks, no schema: what the service's authenticated read could reach at best.
// H (PostgreSQL): the raw transaction M of the clock path behind a bare Fastify route, `POST /toggle/:id`:
// what an HTTP request adds to M's latency before the service does anything of its own.
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { minimalToggle, minimalTogglePool } from './minimal-toggle.js';

const LOOKUP = `
  select users.*, sessions.client as session_client
  from sessions inner join users on users.id = sessions.user_id
  where sessions.id = $1 and sessions.user_id = $2 and sessions.revoked_at is null
    and sessions.expires_at > $3 and users.status = 'active'`;

type Query = (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;

async function connect(): Promise<{ query: Query; pool?: pg.Pool; close(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pool = minimalTogglePool(url, Number(process.env.POOL_SIZE ?? 10));
    return { query: (text, values) => pool.query(text, values), pool, close: () => pool.end() };
  }
  const pglite = await PGlite.create({ dataDir: process.env.DATA_DIR! });
  return { query: (text, values) => pglite.query(text, values), close: () => pglite.close() };
}

const database = await connect();
const app = Fastify({ logger: false });
app.get('/ready', async () => ({ ok: true }));
app.get('/me', async (request, reply) => {
  const { rows } = await database.query(LOOKUP, [request.headers['x-session-id'], Number(request.headers['x-user-id']), new Date()]);
  if (rows.length === 0) return reply.code(401).send({ error: 'no session' });
  return { data: rows[0] };
});
const pool = database.pool;
if (pool) {
  app.post<{ Params: { id: string } }>('/toggle/:id', async (request, reply) => {
    await minimalToggle(pool, Number(request.params.id));
    return reply.code(201).send({ ok: true });
  });
}
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
