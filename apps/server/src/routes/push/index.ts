// Web Push (docs/api.md#web-push): the service's public VAPID key, and each person's subscriptions (one per browser).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { vapidKeys } from '../../commands/push/keys.js';
import { createPushSubscription, deletePushSubscription, MAX_PUSH_SUBSCRIPTIONS } from '../../commands/push/subscriptions.js';
import { systemResolver } from '../../commands/webhooks/address.js';
import { subjects } from '../../policies/subjects.js';
import { presentPushSubscription, PushSubscriptionSchema } from '../../presenters/push-subscription.js';
import { listPushSubscriptions } from '../../queries/push-subscriptions.js';
import { Data, errorResponses, IdParam, IdParams } from '../../schemas/common.js';

const pushRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/push/key',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getPushKey',
        tags: ['reminders'],
        summary: "The service's VAPID public key (the browser's applicationServerKey)",
        description: 'Base64url of an uncompressed P-256 point; generated once and kept, the same on every instance.',
        security: [],
        response: { 200: Data(Type.Object({ public_key: Type.String() }, { title: 'PushKey' })) },
      },
    },
    async () => ({ data: { public_key: (await vapidKeys(app.db)).publicKey } }),
  );

  app.post(
    '/users/:id/push-subscriptions',
    {
      config: { access: { action: 'manage_push_subscriptions', subject: subjects.personParam('id') }, scope: 'manage' },
      schema: {
        operationId: 'createPushSubscription',
        tags: ['reminders'],
        summary: "Subscribe one of one's browsers to pushes",
        description:
          'The `PushSubscription` of the browser: `endpoint` must be `https://` on a public address (`not_https`, ' +
          '`private_address`, `unresolvable`) unless PUSH_ALLOW_PRIVATE; `keys.p256dh` a 65-byte P-256 key and `keys.auth` ' +
          `16 bytes, base64url (\`invalid\`). At most ${MAX_PUSH_SUBSCRIPTIONS} per person (409 \`conflict\`); the same endpoint ` +
          'again replaces its keys.',
        params: IdParams,
        body: Type.Object({
          endpoint: Type.String({ minLength: 1, maxLength: 2048 }),
          keys: Type.Object({
            p256dh: Type.String({ minLength: 1, maxLength: 200 }),
            auth: Type.String({ minLength: 1, maxLength: 100 }),
          }),
        }),
        response: { 201: Data(PushSubscriptionSchema), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const row = await app.db.transaction().execute((trx) =>
        createPushSubscription(trx, request.params.id, request.body, { allowPrivate: app.config.pushAllowPrivate, resolve: systemResolver }),
      );
      return reply.status(201).send({ data: presentPushSubscription(row) });
    },
  );

  app.get(
    '/users/:id/push-subscriptions',
    {
      config: { access: { action: 'manage_push_subscriptions', subject: subjects.personParam('id') }, scope: 'read' },
      schema: {
        operationId: 'listPushSubscriptions',
        tags: ['reminders'],
        summary: "One's browsers subscribed to pushes, newest first",
        description: 'Only the person themself; the endpoints and keys are not shown back.',
        params: IdParams,
        response: { 200: Data(Type.Array(PushSubscriptionSchema)), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: (await listPushSubscriptions(app.db, request.params.id)).map(presentPushSubscription) }),
  );

  app.delete(
    '/users/:id/push-subscriptions/:sub_id',
    {
      config: { access: { action: 'manage_push_subscriptions', subject: subjects.personParam('id') }, scope: 'manage' },
      schema: {
        operationId: 'deletePushSubscription',
        tags: ['reminders'],
        summary: 'Unsubscribe one of one’s browsers',
        description: 'Its pushes not yet sent are dropped with it. 404 for a subscription of someone else.',
        params: Type.Object({ id: IdParam, sub_id: IdParam }),
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await app.db.transaction().execute((trx) => deletePushSubscription(trx, request.params.id, request.params.sub_id));
      return reply.status(204).send(null);
    },
  );
};

export default pushRoutes;
