// Shared clocking terminals (docs/api.md#shared-clocking-terminals): general managers register, list and
// delete terminals and set badge numbers; each person sets their own PIN; a tablet pairs once with a code,
// then clocks people by badge and PIN with its own credential (access `terminal`), valid nowhere else.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { BADGE_LOCK_SECONDS, MAX_PIN_FAILURES_PER_BADGE, MAX_PIN_FAILURES_PER_TERMINAL } from '../../auth/terminal-pins.js';
import type { ClockRequest } from '../../commands/clocks.js';
import { clockAtTerminal, deleteTerminal, pairTerminal, registerTerminal, renewPairingCode, setBadge, setPin } from '../../commands/terminals.js';
import { ClientGoneError, NotFoundError } from '../../errors.js';
import { requireUser } from '../../plugins/app/authentication.js';
import { subjects } from '../../policies/subjects.js';
import {
  PairedTerminalSchema,
  presentPairedTerminal,
  presentRegisteredTerminal,
  presentTerminal,
  presentTerminalClock,
  RegisteredTerminalSchema,
  TerminalClockSchema,
  TerminalSchema,
} from '../../presenters/terminal.js';
import { pageMeta, pageOf } from '../../queries/pagination.js';
import { listTerminals, terminalGreeting } from '../../queries/terminals.js';
import { LINK_FAILURE_LIMIT, LINK_FAILURES } from '../../plugins/external/rate-limit.js';
import { ClientId, clockFields, ClockTime } from '../../schemas/clocks.js';
import { Data, errorResponses, IdParams, Page, Pagination, Name } from '../../schemas/common.js';
import { Badge, Pin } from '../../schemas/terminals.js';

const TerminalName = Name({ maxLength: 100, notBlank: true });
/** At most this many requests per terminal and minute (a busy entrance clocks far fewer). */
const TERMINAL_REQUEST_LIMIT = { max: 120, timeWindow: 60 * 1000 };

const credentials = { badge: Badge, pin: Pin, client_id: Type.Optional(ClientId), time: Type.Optional(ClockTime) };
const TerminalWorkBody = Type.Object({
  ...credentials,
  action: Type.Optional(Type.Union([Type.Literal('in'), Type.Literal('out')], { description: 'omitted: toggles' })),
});
const TerminalBreakBody = Type.Object({
  ...credentials,
  action: Type.Optional(Type.Union([Type.Literal('start'), Type.Literal('end')], { description: 'omitted: toggles' })),
});

const LOCK_TEXT =
  `A wrong PIN and a badge nobody has answer the same 403 \`wrong_pin\`. The ${MAX_PIN_FAILURES_PER_BADGE}th wrong PIN for a badge within 15 minutes ` +
  `is still 403, and locks that badge on every terminal for ${BADGE_LOCK_SECONDS / 60} minutes: 429 with \`Retry-After\`, even with the right PIN; ` +
  `the person is notified (\`terminal_pin_locked\`). A terminal may fail ${MAX_PIN_FAILURES_PER_TERMINAL} times in 15 minutes and send ` +
  `${TERMINAL_REQUEST_LIMIT.max} requests a minute, then 429.`;

const terminalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/terminals',
    {
      config: { access: { action: 'manage_terminals', subject: subjects.service() }, scope: 'manage' },
      schema: {
        operationId: 'registerTerminal',
        tags: ['terminals'],
        summary: 'Register a shared clocking terminal',
        description:
          'Answers the code to type on the tablet once (`POST /terminals/pair`): 8 characters, single use, valid 10 minutes.',
        body: Type.Object({ name: TerminalName }),
        response: { 201: Data(RegisteredTerminalSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { terminal, pairing } = await registerTerminal(app.db, requireUser(request), request.body.name);
      return reply.status(201).send({ data: presentRegisteredTerminal(terminal, pairing) });
    },
  );

  app.get(
    '/terminals',
    {
      config: { access: { action: 'manage_terminals', subject: subjects.service() }, scope: 'read' },
      schema: {
        operationId: 'listTerminals',
        tags: ['terminals'],
        summary: 'The shared clocking terminals',
        description: 'By name; deleted ones are left out. `last_seen_at` is refreshed at most once a minute while a terminal is used.',
        querystring: Type.Object({ ...Pagination }),
        response: { 200: Page(TerminalSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { rows, total } = await listTerminals(app.db, page);
      return { data: rows.map(presentTerminal), meta: pageMeta(total, page) };
    },
  );

  app.post(
    '/terminals/:id/pairing-code',
    {
      config: { access: { action: 'manage_terminals', subject: subjects.service() }, scope: 'manage' },
      schema: {
        operationId: 'renewTerminalPairingCode',
        tags: ['terminals'],
        summary: 'A new pairing code for a terminal (to pair a tablet again)',
        description:
          'The terminal’s earlier codes stop working. Once the new code is used, the tablet paired before is refused.',
        params: IdParams,
        response: { 201: Data(RegisteredTerminalSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { terminal, pairing } = await renewPairingCode(app.db, request.params.id);
      return reply.status(201).send({ data: presentRegisteredTerminal(terminal, pairing) });
    },
  );

  app.delete(
    '/terminals/:id',
    {
      config: { access: { action: 'manage_terminals', subject: subjects.service() }, scope: 'manage' },
      schema: {
        operationId: 'deleteTerminal',
        tags: ['terminals'],
        summary: 'Delete a terminal',
        description: 'Its credential is refused at once (401); the clock records made at it keep its `terminal_id`.',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteTerminal(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  const pairingFailures = app.requestLimiter(LINK_FAILURES);

  app.post(
    '/terminals/pair',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'pairTerminal',
        tags: ['terminals'],
        summary: 'Pair a tablet with a terminal (public)',
        description:
          'Answers the terminal’s credential. Unknown, used or expired code: 404. ' +
          `After ${LINK_FAILURE_LIMIT.max} unusable codes or e-mailed links from one client address in 15 minutes, 429; a usable code always works. ` +
          'Spaces, hyphens and lower case in the code are ignored.',
        body: Type.Object({ pairing_code: Type.String({ minLength: 1, maxLength: 32 }) }),
        response: { 201: Data(PairedTerminalSchema), ...errorResponses(404, 422, 429) },
      },
    },
    async (request, reply) => {
      try {
        const { terminal, token } = await pairTerminal(app.db, request.body.pairing_code);
        return await reply.status(201).send({ data: presentPairedTerminal(terminal, token) });
      } catch (error) {
        if (error instanceof NotFoundError) await pairingFailures(request);
        throw error;
      }
    },
  );

  app.put(
    '/users/:id/badge',
    {
      config: { access: { action: 'set_badge', subject: subjects.personParam('id') }, scope: 'manage' },
      schema: {
        operationId: 'setBadge',
        tags: ['terminals'],
        summary: 'Set a person’s badge number (for the terminals)',
        description: '1 to 20 digits, unique among accounts (422 `taken`); null or an empty string removes it.',
        params: IdParams,
        body: Type.Object({ badge: Type.Union([Badge, Type.Literal(''), Type.Null()]) }),
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const badge = request.body.badge === '' ? null : request.body.badge;
      await setBadge(app.db, request.params.id, badge);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/users/:id/pin',
    {
      config: { access: { action: 'manage_sign_in', subject: subjects.personParam('id') } },
      schema: {
        operationId: 'setPin',
        tags: ['terminals'],
        summary: 'Set one’s own PIN for the terminals',
        description:
          '4 to 8 digits. A wrong `current_password` is 422 with `details.current_password: [{code: "invalid"}]`, ' +
          'counted like a sign-in (then 429).',
        params: IdParams,
        body: Type.Object({ pin: Pin, current_password: Type.String({ minLength: 1, maxLength: 1024 }) }),
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      await setPin(app.db, {
        user: requireUser(request),
        pin: request.body.pin,
        currentPassword: request.body.current_password,
        address: request.ip,
      });
      return reply.status(204).send(null);
    },
  );

  const perTerminal = app.requestLimiter({
    ...TERMINAL_REQUEST_LIMIT,
    keyGenerator: (request) => `terminal:${request.currentTerminal?.id ?? 0}`,
  });

  const clockAt = async (
    request: FastifyRequest,
    body: { badge: string; pin: string; action?: string; client_id?: string; time?: string },
    kind: ClockRequest['kind'],
  ) => {
    const terminal = request.currentTerminal!;
    await perTerminal(request);
    const fields = clockFields(body as { action?: never; client_id?: string; time?: string });
    const clockRequest = { kind, ...fields, ...(body.action ? { action: body.action } : {}) } as ClockRequest;
    const result = await clockAtTerminal(app.db, terminal.id, { badge: body.badge, pin: body.pin, request: clockRequest }, () => {
      // As on the person's own clock route: a client that has gone is not clocked for.
      if (request.raw.socket?.destroyed === true) throw new ClientGoneError();
    });
    const greeting = await terminalGreeting(app.db, result.person.id, app.config.appTimezone, new Date());
    return {
      status: result.created ? (201 as const) : (200 as const),
      body: {
        data: presentTerminalClock(result.record, result.person.name, greeting),
      },
    };
  };

  app.post(
    '/terminal/clock',
    {
      config: { access: 'terminal' },
      schema: {
        operationId: 'clockAtTerminal',
        tags: ['terminals'],
        summary: 'Clock in or out at a terminal, by badge and PIN',
        description:
          'The terminal’s credential only. Clocks the badge’s holder exactly as their own `POST /clocks/{user_id}` would ' +
          '(toggles without action; 201, or 200 for a known `client_id`; 409 and 422 alike); the record has ' +
          '`source: "terminal"` and the terminal’s id. ' +
          LOCK_TEXT,
        body: TerminalWorkBody,
        response: {
          200: Data(TerminalClockSchema),
          201: Data(TerminalClockSchema),
          ...errorResponses(400, 401, [403, 'wrong_pin'], [409, 'already_clocked_in', 'not_clocked_in', 'week_validated'], 422, 429),
        },
      },
    },
    async (request, reply) => {
      const answer = await clockAt(request, request.body, 'work');
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.post(
    '/terminal/break',
    {
      config: { access: 'terminal' },
      schema: {
        operationId: 'breakAtTerminal',
        tags: ['terminals'],
        summary: 'Start or end a break at a terminal, by badge and PIN',
        description: 'As `POST /clocks/{user_id}/break`, for the badge’s holder. ' + LOCK_TEXT,
        body: TerminalBreakBody,
        response: {
          200: Data(TerminalClockSchema),
          201: Data(TerminalClockSchema),
          ...errorResponses(400, 401, [403, 'wrong_pin'], [409, 'not_clocked_in', 'already_on_break', 'not_on_break', 'week_validated'], 422, 429),
        },
      },
    },
    async (request, reply) => {
      const answer = await clockAt(request, request.body, 'break');
      return reply.status(answer.status).send(answer.body);
    },
  );
};

export default terminalRoutes;
