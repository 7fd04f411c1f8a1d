// Webhooks (general managers): the list, creating one (its secret is answered once), deleting, resuming a
// paused one, a webhook's deliveries with their tries, and trying a delivery again.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@timetrack/client';
import { unwrap } from '@timetrack/client';
import { client } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export type Webhook = components['schemas']['Webhook'];
export type WebhookDelivery = components['schemas']['WebhookDelivery'];
export type WebhookEventType = components['schemas']['WebhookEventType'];

export const DELIVERIES_PAGE_SIZE = 20;

export const webhooksQuery = queryOptions({
  queryKey: queryKeys.webhooks.all(),
  queryFn: async () => (await unwrap(client.api.GET('/webhooks'))).data,
});

export function deliveriesQuery(webhookId: number, page: number) {
  return queryOptions({
    queryKey: queryKeys.webhooks.deliveries(webhookId, page, DELIVERIES_PAGE_SIZE),
    queryFn: () =>
      unwrap(
        client.api.GET('/webhooks/{id}/deliveries', {
          params: { path: { id: webhookId }, query: { limit: DELIVERIES_PAGE_SIZE, offset: page * DELIVERIES_PAGE_SIZE } },
        }),
      ),
    placeholderData: keepPreviousData,
    // Deliveries move on their own (tries, retries): the open list follows them.
    refetchInterval: 5000,
  });
}

function useWebhooksChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all() });
}

export function useCreateWebhook() {
  const changed = useWebhooksChanged();
  return useMutation({
    mutationFn: async (body: { url: string; events: WebhookEventType[]; description: string | null }) =>
      (await unwrap(client.api.POST('/webhooks', { body }))).data,
    onSuccess: changed,
  });
}

export function useDeleteWebhook() {
  const changed = useWebhooksChanged();
  return useMutation({
    mutationFn: (id: number) => unwrap(client.api.DELETE('/webhooks/{id}', { params: { path: { id } } })),
    onSuccess: changed,
  });
}

/** A paused webhook (its creator is no longer a general manager) takes events again. */
export function useResumeWebhook() {
  const changed = useWebhooksChanged();
  return useMutation({
    mutationFn: async (id: number) => (await unwrap(client.api.POST('/webhooks/{id}/resume', { params: { path: { id } } }))).data,
    onSuccess: changed,
  });
}

export function useRetryDelivery() {
  const changed = useWebhooksChanged();
  return useMutation({
    mutationFn: async ({ webhookId, deliveryId }: { webhookId: number; deliveryId: string }) =>
      (
        await unwrap(
          client.api.POST('/webhooks/{id}/deliveries/{delivery_id}/retry', { params: { path: { id: webhookId, delivery_id: deliveryId } } }),
        )
      ).data,
    onSuccess: changed,
  });
}
