// GET /api/events: the caller's live events as a text/event-stream (docs/api.md#live-events). Cookies
// without x-csrf-token (a browser's EventSource sends no headers), or a Bearer token.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UnavailableError } from '../../errors.js';
import { EventStream } from '../../events/stream.js';
import { API_CONTENT_SECURITY_POLICY } from '../../plugins/app/api-headers.js';
import { requireSession, requireUser } from '../../plugins/app/authentication.js';
import { leaveRequestLoad } from '../../plugins/app/request-load.js';
import { errorResponses } from '../../schemas/common.js';

/** How long an EventSource waits before reconnecting after the stream ends (ms). */
const RETRY_MS = 2000;

const STREAM_DESCRIPTION =
  'An endless text/event-stream. Each event: an `id:` line, an `event:` line (`clock`, `notification`, `correction`, ' +
  '`week_validation`, `leave_request`) and a JSON `data:` line; `reset` (no id) when `Last-Event-ID` is unknown or older than five ' +
  'minutes (reload what is shown). A comment line (`: heartbeat`) at least every 15 s.';

/** An event id as a reconnecting client sends it back; anything else counts as unknown (a reset). */
function lastEventId(header: string | string[] | undefined): number | 'unknown' | undefined {
  if (header === undefined) return undefined;
  const text = Array.isArray(header) ? header[0] : header;
  if (text === undefined || text.trim() === '') return undefined;
  return /^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : 'unknown';
}

const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/events',
    {
      config: { access: 'signed_in', cookieWithoutCsrf: true, scope: 'read' },
      schema: {
        operationId: 'streamEvents',
        tags: ['events'],
        summary: 'Live events (server-sent events)',
        description:
          'What changed, as it happens, for the caller: `clock` `{user_id, status, on_break, time}` of the caller and of ' +
          'the people the caller may view; `notification` `{id, kind}` of the caller; `correction` `{id, user_id, status}` ' +
          'of the caller and of the requests the caller may review; `week_validation` `{id, user_id, week_start, status}` ' +
          'of the caller and of the people they manage; `leave_request` `{id, user_id, status}` of the caller and of the ' +
          'requests the caller may review. Send `Last-Event-ID` to replay what was missed in the last five ' +
          'minutes. Cookie authentication needs no `x-csrf-token` here. The stream ends when the session ends, a Bearer access token expires, the ' +
          'account is deleted or its role changes (reconnect), and when the reader does not keep up (resume with ' +
          '`Last-Event-ID`). At most 20 streams per account (429).',
        headers: {
          type: 'object',
          properties: {
            // Not bounded here: whatever a client sends back that is not a recent id gets `reset`, never a 422.
            'last-event-id': { type: 'string', description: 'The id of the last event received; anything else gets `reset`' },
          },
        },
        response: {
          200: {
            description: STREAM_DESCRIPTION,
            content: { 'text/event-stream': { schema: { type: 'string', description: STREAM_DESCRIPTION } } },
          },
          ...errorResponses(401, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const session = requireSession(request);
      const since = lastEventId(request.headers['last-event-id']);
      const raw = reply.raw;
      const stream = new EventStream(raw, { id: user.id, role: user.role }, session.id);
      // Reading before the replay is read: an event committed meanwhile is sent once (the hub remembers the ids sent).
      const unsubscribe = await app.liveEvents.subscribe(stream);
      // A stream opened with a Bearer access token ends when that token expires: the client resumes with a
      // fresh one and Last-Event-ID.
      const expiry =
        session.via === 'bearer' && session.expiresAt !== undefined
          ? setTimeout(() => stream.end(), Math.max(0, session.expiresAt - Date.now()))
          : undefined;
      expiry?.unref();
      raw.on('close', () => {
        clearTimeout(expiry);
        unsubscribe();
        stream.end();
      });
      let replayed: Awaited<ReturnType<typeof app.liveEvents.replay>> = [];
      try {
        if (since === 'unknown') replayed = 'reset';
        else if (since !== undefined) replayed = await app.liveEvents.replay(stream.actor, since);
      } catch (error) {
        unsubscribe();
        throw error;
      }
      // Ended while the replay was read (the account changed, the instance is stopping): the client tries again.
      if (stream.isEnded) {
        unsubscribe();
        throw new UnavailableError('The stream ended before it opened; try again.', 1);
      }
      // From here the answer is written by hand; the headers Fastify's hooks set so far go with it.
      reply.hijack();
      // An open stream waits rather than works: it no longer counts among the requests being answered.
      leaveRequestLoad(request);
      const set = Object.entries(reply.getHeaders()).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined);
      raw.writeHead(200, {
        ...Object.fromEntries(set),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': API_CONTENT_SECURITY_POLICY,
        // Proxies (nginx) must pass each event on at once.
        'x-accel-buffering': 'no',
      });
      raw.socket?.setNoDelay(true);
      stream.open(RETRY_MS);
      if (replayed === 'reset') stream.reset();
      stream.release(replayed === 'reset' ? [] : replayed);
    },
  );
};

export default eventRoutes;
