-- Webhooks (docs/api.md#webhooks): HTTP callbacks of general managers, fed by an outbox written in the
-- transaction of each change. Triggers write the event (a snapshot of the row) and one delivery per live
-- webhook subscribed to its type; the delivery worker presents the snapshot, signs and sends it.

create table webhooks (
  id integer generated always as identity primary key,
  url text not null,
  events text[] not null check (cardinality(events) > 0),
  description text,
  -- The signing secret, sealed with the service's secret key (AES-256-GCM): the worker must be able to
  -- sign with it, so it cannot be a hash; a copy of the table alone does not give it.
  secret_sealed text not null,
  created_by integer not null references users (id),
  created_at timestamptz not null default now(),
  deleted_at timestamptz
);
-- What every trigger asks: which live webhooks take this type of event (a handful of rows at most).
create index webhooks_live_idx on webhooks using gin (events) where deleted_at is null;

create table webhook_events (
  id uuid primary key,
  type text not null,
  created_at timestamptz not null default now(),
  -- The row as it was written (for working times, with their breaks), presented when the body is built.
  data jsonb not null,
  -- The exact body sent, built once at the first attempt: every retry sends the same bytes.
  body text
);

create table webhook_deliveries (
  id uuid primary key,
  webhook_id integer not null references webhooks (id),
  event_id uuid not null references webhook_events (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'retrying', 'delivered', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
-- The worker's claim: due deliveries in order.
create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at, id) where status in ('pending', 'retrying');
-- A webhook's deliveries, newest first.
create index webhook_deliveries_webhook_idx on webhook_deliveries (webhook_id, created_at desc, id desc);

create table webhook_attempts (
  id integer generated always as identity primary key,
  delivery_id uuid not null references webhook_deliveries (id) on delete cascade,
  at timestamptz not null,
  status_code integer,
  duration_ms integer not null,
  error text
);
create index webhook_attempts_delivery_idx on webhook_attempts (delivery_id, at);

-- Writes an event of `p_type` with `p_data` and a delivery to every live webhook subscribed to it;
-- nothing at all when none is (one look at the index above: the clock path stays cheap).
create function webhook_emit(p_type text, p_data jsonb) returns void
language plpgsql volatile as $$
declare
  hook_ids integer[];
  event_id uuid;
begin
  select array_agg(id) into hook_ids from webhooks where deleted_at is null and events @> array[p_type];
  if hook_ids is null then
    return;
  end if;
  event_id := gen_random_uuid();
  insert into webhook_events (id, type, data) values (event_id, p_type, p_data);
  insert into webhook_deliveries (id, webhook_id, event_id)
  select gen_random_uuid(), hook_id, event_id from unnest(hook_ids) as hook_id;
end;
$$;

create function webhook_clock_record_written() returns trigger
language plpgsql as $$
begin
  perform webhook_emit('clock.created', to_jsonb(new));
  return null;
end;
$$;
create trigger webhook_clock_created after insert on clock_records
  for each row execute function webhook_clock_record_written();

-- Working times are written in several statements (the period, then its breaks): the event of an insert
-- or an update is written at commit (a deferred trigger), when the period and its breaks are final.
create function webhook_working_time_written() returns trigger
language plpgsql as $$
declare
  snapshot jsonb;
begin
  select to_jsonb(w) || jsonb_build_object(
      'breaks', coalesce((select jsonb_agg(to_jsonb(b)) from breaks b where b.working_time_id = w.id), '[]'::jsonb))
    into snapshot
  from working_times w where w.id = new.id;
  -- Deleted later in the same transaction: its deletion is the event.
  if snapshot is null then
    return null;
  end if;
  perform webhook_emit(case when tg_op = 'INSERT' then 'working_time.created' else 'working_time.updated' end, snapshot);
  return null;
end;
$$;
create constraint trigger webhook_working_time_written after insert or update on working_times
  deferrable initially deferred
  for each row execute function webhook_working_time_written();

-- Before the deletion, while its breaks (deleted with it) are still there.
create function webhook_working_time_deleted() returns trigger
language plpgsql as $$
begin
  perform webhook_emit('working_time.deleted', to_jsonb(old) || jsonb_build_object(
    'breaks', coalesce((select jsonb_agg(to_jsonb(b)) from breaks b where b.working_time_id = old.id), '[]'::jsonb)));
  return old;
end;
$$;
create trigger webhook_working_time_deleted before delete on working_times
  for each row execute function webhook_working_time_deleted();

create function webhook_correction_reviewed() returns trigger
language plpgsql as $$
begin
  if new.status is distinct from old.status and new.status in ('approved', 'rejected') then
    perform webhook_emit('correction.' || new.status, to_jsonb(new));
  end if;
  return null;
end;
$$;
create trigger webhook_correction_reviewed after update of status on corrections
  for each row execute function webhook_correction_reviewed();

create function webhook_week_validation_written() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' or new.status is distinct from old.status then
    perform webhook_emit(case when new.status = 'validated' then 'week.validated' else 'week.reopened' end, to_jsonb(new));
  end if;
  return null;
end;
$$;
create trigger webhook_week_validation_written after insert or update on week_validations
  for each row execute function webhook_week_validation_written();

create function webhook_absence_written() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform webhook_emit('absence.created', to_jsonb(new));
  else
    perform webhook_emit('absence.deleted', to_jsonb(old));
  end if;
  return null;
end;
$$;
create trigger webhook_absence_written after insert or delete on absences
  for each row execute function webhook_absence_written();

-- Only the columns the API shows are kept (no credential hash is copied). A deleted account's personal data
-- is erased: its event carries only its id and when it was deleted.
create function webhook_user_written() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    if new.status = 'invited' then
      perform webhook_emit('user.invited', jsonb_build_object('id', new.id, 'email', new.email, 'name', new.name,
        'role', new.role, 'status', new.status, 'language', new.language, 'theme', new.theme, 'created_at', new.created_at));
    end if;
  elsif new.status = 'deleted' and old.status <> 'deleted' then
    perform webhook_emit('user.deleted', jsonb_build_object('id', new.id, 'deleted_at', new.deleted_at));
  end if;
  return null;
end;
$$;
create trigger webhook_user_written after insert or update of status on users
  for each row execute function webhook_user_written();
