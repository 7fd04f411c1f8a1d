-- What a review of the sign-in factors, webhooks and live events asked for (docs/api.md#webhooks,
-- docs/api.md#live-events).

-- A webhook runs while someone who may manage webhooks answers for it: when its creator is demoted or
-- deleted it is paused (it takes no events) until a general manager resumes it.
alter table webhooks add column status text not null default 'active' check (status in ('active', 'paused'));
alter table webhooks add column paused_at timestamptz;

-- Events go to active webhooks only. While an account is being erased (the transaction sets
-- `timetrack.erasing_account`), the deletions of its hours, absences and the rest are no events: the
-- erased content must not leave the service; only `user.deleted` does.
create or replace function webhook_emit(p_type text, p_data jsonb) returns void
language plpgsql volatile as $$
declare
  hook_ids integer[];
  event_id uuid;
begin
  if p_type <> 'user.deleted' and current_setting('timetrack.erasing_account', true) = 'on' then
    return;
  end if;
  select array_agg(id) into hook_ids from webhooks
  where deleted_at is null and status = 'active' and events @> array[p_type];
  if hook_ids is null then
    return;
  end if;
  event_id := gen_random_uuid();
  insert into webhook_events (id, type, data) values (event_id, p_type, p_data);
  insert into webhook_deliveries (id, webhook_id, event_id)
  select gen_random_uuid(), hook_id, event_id from unnest(hook_ids) as hook_id;
end;
$$;

-- The webhook events about one person (their hours, clocks, absences, corrections, weeks, invitation),
-- found at once when the account is erased.
create index webhook_events_person_idx on webhook_events ((coalesce(data ->> 'user_id', data ->> 'id')));

-- The open live event streams of every instance, so that the limit per account holds across instances. An
-- instance refreshes its rows at every heartbeat; rows of an instance that stopped without removing them
-- expire.
create table live_streams (
  id uuid primary key,
  user_id integer not null,
  expires_at timestamptz not null
);
create index live_streams_user_idx on live_streams (user_id, expires_at);
