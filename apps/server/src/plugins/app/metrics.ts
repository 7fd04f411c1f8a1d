// Prometheus metrics at GET /api/metrics, only when METRICS_TOKEN is set (otherwise the route does not
// exist: 404), and then only with `Authorization: Bearer METRICS_TOKEN`. Request latency per route; the
// database pool's use; the mail outbox backlog; how many people are clocked in and on a break.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { UnauthorizedError } from '../../errors.js';
import { outboxBacklog } from '../../queries/outbox.js';
import { backupState } from '../../queries/backups.js';

export const METRICS_PATH = '/api/metrics';


function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * Whether the presented token is the expected one, in a time that tells nothing about either: the
 * digests compared always have the same length, so a wrong token of another length is not answered
 * sooner (which would reveal the token's length).
 */
export function sameSecret(presented: string, expected: string): boolean {
  return timingSafeEqual(digest(presented), digest(expected));
}

export default fp(
  async (app: FastifyInstance, options: { token: string | undefined }) => {
    const token = options.token;
    if (token === undefined) return;

    // One registry per application: tests and benchmarks build several in one process.
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'timetrack_' });

    const latency = new Histogram({
      name: 'timetrack_http_request_duration_seconds',
      help: 'Time to answer a request, per route (the route pattern, not the path) and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const requests = new Counter({
      name: 'timetrack_http_requests_total',
      help: 'Requests answered, per route and status code',
      labelNames: ['method', 'route', 'status_code'],
      registers: [registry],
    });
    // One label set per series, made once: the hook runs on every answer (and without a promise).
    const labelSets = new Map<string, { method: string; route: string; status_code: string }>();
    app.addHook('onResponse', (request, reply, done) => {
      // Unmatched paths share one label, so that probing cannot create series without bound.
      const route = request.routeOptions.url ?? 'unmatched';
      const key = `${request.method} ${reply.statusCode} ${route}`;
      let labels = labelSets.get(key);
      if (labels === undefined) {
        labels = { method: request.method, route, status_code: String(reply.statusCode) };
        labelSets.set(key, labels);
      }
      latency.observe(labels, reply.elapsedTime / 1000);
      requests.inc(labels);
      done();
    });

    const usage = app.database.poolUsage;
    if (usage) {
      new Gauge({
        name: 'timetrack_db_pool_connections',
        help: 'Database pool connections: total open, idle, requests waiting for one, and the maximum',
        labelNames: ['state'],
        registers: [registry],
        collect() {
          const now = usage();
          this.set({ state: 'total' }, now.total);
          this.set({ state: 'idle' }, now.idle);
          this.set({ state: 'in_use' }, now.total - now.idle);
          this.set({ state: 'waiting' }, now.waiting);
          this.set({ state: 'max' }, now.max);
        },
      });
    }

    new Gauge({
      name: 'timetrack_outbox_backlog',
      help: 'E-mails waiting to be sent (unsent, with attempts left)',
      registers: [registry],
      async collect() {
        this.set(await outboxBacklog(app.db));
      },
    });
    // The service's own backups (BACKUP_DIR), counted in the database: the same figures on every instance.
    new Gauge({
      name: 'timetrack_backup_failures_total',
      help: 'Backups of BACKUP_DIR that failed (written, or checked by opening them), since the database was made',
      registers: [registry],
      async collect() {
        this.set(Number((await backupState(app.db)).failures));
      },
    });
    new Gauge({
      name: 'timetrack_backup_last_good_timestamp_seconds',
      help: 'When the last good backup of BACKUP_DIR was taken (Unix time; 0: none yet)',
      registers: [registry],
      async collect() {
        const at = (await backupState(app.db)).last_good_at;
        this.set(at ? new Date(at).getTime() / 1000 : 0);
      },
    });
    new Gauge({
      name: 'timetrack_live_event_streams',
      help: 'Live event streams (GET /api/events) open on this instance',
      registers: [registry],
      collect() {
        this.set(app.liveEvents.openStreams);
      },
    });
    new Gauge({
      name: 'timetrack_people_clocked',
      help: 'People clocked in now, and those of them on a break',
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        const row = await sql<{ working: number; on_break: number }>`
          select
            (select count(*) from working_times where "end" is null) as working,
            (select count(*) from breaks where "end" is null) as on_break`.execute(app.db);
        this.set({ state: 'working' }, Number(row.rows[0]?.working ?? 0));
        this.set({ state: 'on_break' }, Number(row.rows[0]?.on_break ?? 0));
      },
    });

    app.get(
      METRICS_PATH,
      {
        // Public to the access declarations: the metrics token is checked here, not a person's session.
        config: { access: 'public' },
        schema: { hide: true },
      },
      async (request, reply) => {
        const presented = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
        if (presented === undefined || !sameSecret(presented, token)) throw new UnauthorizedError('The metrics token is missing or wrong.');
        const text = await registry.metrics();
        return reply.type(registry.contentType).send(text);
      },
    );
  },
  { name: 'metrics' },
);
