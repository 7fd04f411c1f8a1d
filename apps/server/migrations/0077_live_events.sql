-- Live events (docs/api.md#live-events): what changed, written by triggers in the changing transaction, so
-- nothing that commits a clock, a notification, a correction or a week validation can forget to announce it,
-- and nothing rolled back is announced. Each statement's events are announced with one NOTIFY on the channel
-- `live_events` (sent at commit): a comma-separated list of ids, or `first-last` when a statement wrote many;
-- every instance LISTENs and reads the rows once. Rows live ten minutes (pruned by the background work):
-- long enough to replay what a reconnecting client missed in the last five.
create table live_events (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('clock', 'notification', 'correction', 'week_validation', 'account')),
  user_id integer not null,
  data jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index live_events_created_idx on live_events (created_at);

-- Every statement that writes live events announces them, whichever trigger wrote them: a NOTIFY payload is
-- limited to 8000 bytes, so beyond 200 ids the range of ids is sent (the listeners skip ids they already
-- delivered).
create function live_events_announce() returns trigger language plpgsql as $$
declare
  first_id bigint;
  last_id bigint;
  ids text;
  how_many bigint;
begin
  select min(id), max(id), string_agg(id::text, ',' order by id), count(*) into first_id, last_id, ids, how_many from written;
  if how_many = 0 then
    return null;
  end if;
  if how_many <= 200 then
    perform pg_notify('live_events', ids);
  else
    perform pg_notify('live_events', first_id::text || '-' || last_id::text);
  end if;
  return null;
end
$$;
create trigger live_events_announce after insert on live_events
  referencing new table as written
  for each statement execute function live_events_announce();

-- Instants as the API writes them: ISO 8601 UTC with milliseconds.
create function live_events_instant(at timestamptz) returns text language sql stable as $$
  select to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;

-- A clock record: whether the person is clocked in and on a break after it.
create function live_events_clock() returns trigger language plpgsql as $$
begin
  insert into live_events (kind, user_id, data)
    select 'clock', r.user_id, jsonb_build_object(
    'user_id', r.user_id,
    'status', case when r.kind = 'work' then r.status else true end,
    'on_break', case when r.kind = 'work' then false else r.status end,
    'time', live_events_instant(r.time))
    from inserted_rows r
    order by r.id;
  return null;
end
$$;
create trigger clock_records_live_events after insert on clock_records
  referencing new table as inserted_rows
  for each statement execute function live_events_clock();

-- A notification, for its recipient.
create function live_events_notification() returns trigger language plpgsql as $$
begin
  insert into live_events (kind, user_id, data)
    select 'notification', r.user_id, jsonb_build_object('id', r.id, 'kind', r.kind)
    from inserted_rows r
    order by r.id;
  return null;
end
$$;
create trigger notifications_live_events after insert on notifications
  referencing new table as inserted_rows
  for each statement execute function live_events_notification();

-- A correction request, when it is made and when its status changes (reviewed). Triggers with transition
-- tables cannot name columns, so an update compares the old and new rows itself.
create function live_events_correction() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into live_events (kind, user_id, data)
      select 'correction', r.user_id, jsonb_build_object('id', r.id, 'user_id', r.user_id, 'status', r.status)
      from new_rows r
      order by r.id;
  else
    insert into live_events (kind, user_id, data)
      select 'correction', r.user_id, jsonb_build_object('id', r.id, 'user_id', r.user_id, 'status', r.status)
      from new_rows r
      join old_rows o on o.id = r.id
      where o.status is distinct from r.status
      order by r.id;
  end if;
  return null;
end
$$;
create trigger corrections_live_events_insert after insert on corrections
  referencing new table as new_rows
  for each statement execute function live_events_correction();
create trigger corrections_live_events_update after update on corrections
  referencing old table as old_rows new table as new_rows
  for each statement execute function live_events_correction();

-- A week validation: validated (a new row, or a reopened week validated again) and reopened (its status);
-- a removed validation (the person's data erased) leaves the week open, so it is announced as reopened.
create function live_events_week_validation() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into live_events (kind, user_id, data)
      select 'week_validation', r.user_id,
      jsonb_build_object('id', r.id, 'user_id', r.user_id, 'week_start', to_char(r.week_start, 'YYYY-MM-DD'), 'status', r.status)
      from new_rows r
      order by r.id;
  elsif tg_op = 'UPDATE' then
    insert into live_events (kind, user_id, data)
      select 'week_validation', r.user_id,
      jsonb_build_object('id', r.id, 'user_id', r.user_id, 'week_start', to_char(r.week_start, 'YYYY-MM-DD'), 'status', r.status)
      from new_rows r
      join old_rows o on o.id = r.id
      where o.status is distinct from r.status
      order by r.id;
  else
    insert into live_events (kind, user_id, data)
      select 'week_validation', o.user_id,
      jsonb_build_object('id', o.id, 'user_id', o.user_id, 'week_start', to_char(o.week_start, 'YYYY-MM-DD'), 'status', 'reopened')
      from old_rows o
      where o.status = 'validated'
      order by o.id;
  end if;
  return null;
end
$$;
create trigger week_validations_live_events_insert after insert on week_validations
  referencing new table as new_rows
  for each statement execute function live_events_week_validation();
create trigger week_validations_live_events_update after update on week_validations
  referencing old table as old_rows new table as new_rows
  for each statement execute function live_events_week_validation();
create trigger week_validations_live_events_delete after delete on week_validations
  referencing old table as old_rows
  for each statement execute function live_events_week_validation();

-- An account whose role or status changed, or that was deleted: never sent to clients; each instance ends
-- that account's streams at once (a role change changes what it may see; a deleted account sees nothing).
create function live_events_account() returns trigger language plpgsql as $$
begin
  insert into live_events (kind, user_id, data)
    select 'account', r.id, '{}'::jsonb
    from new_rows r
    join old_rows o on o.id = r.id
    where o.role is distinct from r.role or o.status is distinct from r.status or o.deleted_at is distinct from r.deleted_at
    order by r.id;
  -- A deleted account's personal data is erased: its live events (clock times) go too.
  delete from live_events e
  using new_rows r join old_rows o on o.id = r.id
  where e.user_id = r.id and e.kind <> 'account' and r.status = 'deleted' and o.status <> 'deleted';
  return null;
end
$$;
create trigger users_live_events after update on users
  referencing old table as old_rows new table as new_rows
  for each statement execute function live_events_account();
