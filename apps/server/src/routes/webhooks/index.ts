// Webhooks: HTTP callbacks of general managers, signed, with their deliveries and retries.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { systemResolver } from '../../commands/webhooks/address.js';
import { createWebhook, deleteWebhook, resumeWebhook, retryDelivery } from '../../commands/webhooks/manage.js';
import { NotFoundError } from '../../errors.js';
import { requireUser } from '../../plugins/app/authentication.js';
import { subjects } from '../../policies/subjects.js';
import {
  CreatedWebhookSchema,
  WEBHOOK_EVENT_TYPES,
  WebhookDeliverySchema,
  WebhookEventTypeSchema,
  WebhookSchema,
} from '../../presenters/webhook.js';
import { findDelivery, listDeliveries, listWebhooks } from '../../queries/webhooks.js';
import { Data, errorResponses, IdParam, IdParams, Page, Name } from '../../schemas/common.js';

const DeliveryParams = Type.Object({ id: IdParam, delivery_id: Type.String({ format: 'uuid' }) });

const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const manage = { action: 'manage_webhooks' as const, subject: subjects.service() };
  const manageExisting = { action: 'manage_webhooks' as const, subject: subjects.webhookParam() };

  app.post(
    '/webhooks',
    {
      config: { access: manage, scope: 'manage' },
      schema: {
        operationId: 'createWebhook',
        tags: ['webhooks'],
        summary: 'Create a webhook (general managers)',
        description:
          'The URL must be `https://` and resolve only to public addresses (`not_https`, `private_address`, ' +
          '`unresolvable`) unless the service runs with `WEBHOOK_ALLOW_PRIVATE=true`. The answer holds the signing ' +
          '`secret`, shown only here. A `ping` delivery is sent at once.',
        body: Type.Object({
          url: Type.String({ minLength: 1, maxLength: 2000 }),
          events: Type.Array(WebhookEventTypeSchema, { minItems: 1, maxItems: WEBHOOK_EVENT_TYPES.length, uniqueItems: true }),
          description: Type.Optional(Type.Union([Name({ minLength: 0, maxLength: 200 }), Type.Null()])),
        }),
        response: { 201: Data(CreatedWebhookSchema), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const created = await createWebhook(app.db, actor, request.body, {
        secretBox: app.secretBox,
        allowPrivate: app.config.webhookAllowPrivate,
        resolve: systemResolver,
      });
      return reply.status(201).send({ data: created });
    },
  );

  app.get(
    '/webhooks',
    {
      config: { access: manage, scope: 'read' },
      schema: {
        operationId: 'listWebhooks',
        tags: ['webhooks'],
        summary: 'The webhooks (general managers)',
        description:
          'Without their secrets, oldest first, each with who created it (`created_by`) and its `status` (`paused` once that person ' +
          'is no longer a general manager).',
        response: { 200: Data(Type.Array(WebhookSchema)), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await listWebhooks(app.db) }),
  );

  app.delete(
    '/webhooks/:id',
    {
      config: { access: manageExisting, scope: 'manage' },
      schema: {
        operationId: 'deleteWebhook',
        tags: ['webhooks'],
        summary: 'Delete a webhook (general managers)',
        description: 'It takes no more events; its deliveries not yet made are not made (`failed`).',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteWebhook(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/webhooks/:id/resume',
    {
      config: { access: manageExisting, scope: 'manage' },
      schema: {
        operationId: 'resumeWebhook',
        tags: ['webhooks'],
        summary: 'Resume a paused webhook (general managers)',
        description:
          'A webhook is paused when its creator stops being a general manager (demoted or deleted): it takes no events and its ' +
          'deliveries not yet made are not made. Resumed, it takes the events that happen from now on. 409 `conflict` when it is not paused.',
        params: IdParams,
        response: { 200: Data(WebhookSchema), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await resumeWebhook(app.db, request.params.id) }),
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      config: { access: manageExisting, scope: 'read' },
      schema: {
        operationId: 'listWebhookDeliveries',
        tags: ['webhooks'],
        summary: "A webhook's deliveries, newest first (general managers)",
        description: 'Each with its tries, oldest first. Kept 30 days after they are delivered or failed.',
        params: IdParams,
        querystring: Type.Object({
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
          offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, default: 0 })),
        }),
        response: { 200: Page(WebhookDeliverySchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const limit = request.query.limit ?? 50;
      const offset = request.query.offset ?? 0;
      const { deliveries, total } = await listDeliveries(app.db, request.params.id, limit, offset);
      return { data: deliveries, meta: { total, limit, offset } };
    },
  );

  app.post(
    '/webhooks/:id/deliveries/:delivery_id/retry',
    {
      config: { access: manageExisting, scope: 'manage' },
      schema: {
        operationId: 'retryWebhookDelivery',
        tags: ['webhooks'],
        summary: 'Try a delivery again now (general managers)',
        description:
          'The same body (and event `id`) is sent again at once; a failed delivery gets one more try. The answer is ' +
          'the delivery as it is now (`retrying`). 409 `conflict` while the webhook is paused.',
        params: DeliveryParams,
        response: { 202: Data(WebhookDeliverySchema), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await retryDelivery(app.db, request.params.id, request.params.delivery_id);
      const delivery = await findDelivery(app.db, request.params.id, request.params.delivery_id);
      if (!delivery) throw new NotFoundError('No such delivery.');
      return reply.status(202).send({ data: delivery });
    },
  );
};

export default webhookRoutes;
