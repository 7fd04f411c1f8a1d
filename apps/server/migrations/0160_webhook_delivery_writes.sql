-- What a webhook delivery writes, made smaller (docs/benchmarks.md#webhook-deliveries-write-less). With five
-- webhooks on `clock.created` a clock is five deliveries, and each delivery's bookkeeping (its row, its claim,
-- its outcome, a row per try with a foreign-key check) wrote more than the clock itself.

-- A delivery's tries live on the delivery, oldest first, appended by the statement that writes the outcome: no
-- row, index entries and foreign-key check per try in a second table. The API presents them as `attempts`.
alter table webhook_deliveries add column attempt_log jsonb not null default '[]';
update webhook_deliveries d set attempt_log = a.log
from (
  select delivery_id, jsonb_agg(jsonb_build_object('at', at, 'status_code', status_code, 'duration_ms', duration_ms,
      'error', error) order by at, id) as log
  from webhook_attempts group by delivery_id
) a
where a.delivery_id = d.id;
drop table webhook_attempts;

-- Room on each page for a row's next version: a claim changes only `locked_until` and the first try stores the
-- event's `body`, neither read by an index, so the new version stays on its page with no new index entries (a
-- HOT update), and the page sheds the old one without waiting for a vacuum. Applies to pages written from now on.
alter table webhook_deliveries set (fillfactor = 50);
alter table webhook_events set (fillfactor = 50);

-- No query has read this index since the mail claim took the waiting messages in `id` order
-- (0150_outbox_waiting_index.sql); every message still paid an entry in it.
drop index outbox_pending_idx;
