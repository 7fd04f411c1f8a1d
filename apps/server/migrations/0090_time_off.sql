-- Time off (docs/api.md#time-off): the company's leave types, allowances per person and leave year, the
-- requests people make and managers decide, the absences an approval creates, and the secret calendar feeds.
-- Day counts are decimals in halves (2.5). A person's requests are written under the person's row lock
-- (db/locks.ts), so two requests racing for the same days or the last days of a balance are checked one
-- after the other: exactly one is accepted.

create table leave_types (
  id integer generated always as identity primary key,
  name text not null check (length(btrim(name)) between 1 and 100),
  category text not null check (category in ('vacation', 'sick', 'training', 'other')),
  requires_approval boolean not null default true,
  tracked boolean not null default false,
  annual_days numeric(5, 1) not null default 0 check (annual_days >= 0 and annual_days <= 366 and annual_days * 2 = trunc(annual_days * 2)),
  accrual text not null default 'annual' check (accrual in ('annual', 'monthly')),
  carry_over_max_days numeric(5, 1) not null default 0
    check (carry_over_max_days >= 0 and carry_over_max_days <= 366 and carry_over_max_days * 2 = trunc(carry_over_max_days * 2)),
  -- MM-DD: carried-over days are spent up to the first such day on or after the next leave year's first day.
  carry_over_expires text check (carry_over_expires ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'),
  allow_negative boolean not null default false,
  visible_to_colleagues boolean not null default true,
  -- A type in use is archived (false), never erased: its requests keep their meaning.
  active boolean not null default true,
  created_at timestamptz not null default now()
);
-- Two active types never share a name.
create unique index leave_types_name_idx on leave_types (lower(btrim(name))) where active;

insert into leave_types (name, category, requires_approval, tracked, annual_days, accrual, carry_over_max_days, carry_over_expires, allow_negative, visible_to_colleagues)
values
  ('Paid leave', 'vacation', true, true, 25, 'annual', 5, '03-31', false, true),
  ('Sick leave', 'sick', false, false, 0, 'annual', 0, null, false, false),
  ('Unpaid leave', 'other', true, false, 0, 'annual', 0, null, false, true);

-- A person's allowance of a tracked type for a leave year (named by the calendar year it starts in), when it
-- differs from the type's annual_days.
create table leave_allowances (
  user_id integer not null references users (id),
  leave_type_id integer not null references leave_types (id),
  year integer not null check (year between 1970 and 2200),
  days numeric(5, 1) not null check (days >= 0 and days <= 366 and days * 2 = trunc(days * 2)),
  updated_by integer not null references users (id),
  updated_at timestamptz not null default now(),
  primary key (user_id, leave_type_id, year)
);

create table leave_requests (
  id integer generated always as identity primary key,
  user_id integer not null references users (id),
  leave_type_id integer not null references leave_types (id),
  start_date date not null,
  end_date date not null,
  -- Over several days: only the first day's afternoon and the last day's morning; on one day, both equal.
  start_half text check (start_half in ('morning', 'afternoon')),
  end_half text check (end_half in ('morning', 'afternoon')),
  days numeric(5, 1) not null check (days > 0 and days * 2 = trunc(days * 2)),
  status text not null check (status in ('pending', 'approved', 'rejected', 'cancelled')),
  comment text check (length(comment) <= 1000),
  created_by integer not null references users (id),
  decided_by integer references users (id),
  decided_at timestamptz,
  decision_comment text check (length(decision_comment) <= 1000),
  created_at timestamptz not null default now(),
  check (end_date >= start_date and end_date - start_date < 366),
  check (
    (start_date = end_date and (start_half is null) = (end_half is null) and (start_half is null or start_half = end_half))
    or (start_date < end_date and (start_half is null or start_half = 'afternoon') and (end_half is null or end_half = 'morning'))
  ),
  check ((status in ('pending', 'cancelled')) or decided_at is not null)
);
create index leave_requests_user_idx on leave_requests (user_id, start_date);
create index leave_requests_user_end_idx on leave_requests (user_id, end_date);
-- Reviews and the navigation's count: the pending requests.
create index leave_requests_pending_idx on leave_requests (start_date) where status = 'pending';

-- The days a pending or approved request counts (days with expected time in the person's schedule, not
-- holidays, not before their start), each whole or one half: what balances, the team calendar and reports
-- sum. A rejected or cancelled request's days are deleted, so the two unique indexes below make it
-- impossible for two live requests of a person to take the same morning or the same afternoon.
create table leave_request_days (
  leave_request_id integer not null references leave_requests (id) on delete cascade,
  user_id integer not null references users (id),
  date date not null,
  -- `day` (counts 1) or the half taken (counts 0.5).
  part text not null check (part in ('day', 'morning', 'afternoon')),
  primary key (leave_request_id, date)
);
create unique index leave_request_days_morning_idx on leave_request_days (user_id, date) where part in ('day', 'morning');
create unique index leave_request_days_afternoon_idx on leave_request_days (user_id, date) where part in ('day', 'afternoon');
create index leave_request_days_date_idx on leave_request_days (date, user_id);

-- An approved request's absences carry its id and its halves (same rule as the request's).
alter table absences add column leave_request_id integer references leave_requests (id);
alter table absences add column start_half text check (start_half in ('morning', 'afternoon'));
alter table absences add column end_half text check (end_half in ('morning', 'afternoon'));
alter table absences add constraint absences_halves_check check (
  (start_date = end_date and (start_half is null) = (end_half is null) and (start_half is null or start_half = end_half))
  or (start_date < end_date and (start_half is null or start_half = 'afternoon') and (end_half is null or end_half = 'morning'))
);
create index absences_leave_request_idx on absences (leave_request_id) where leave_request_id is not null;
create index absences_user_end_idx on absences (user_id, end_date);

-- A person's secret calendar address: only the token's hash is kept; a new one replaces (revokes) the old.
create table calendar_feeds (
  user_id integer primary key references users (id),
  token_hash text not null unique,
  created_at timestamptz not null default now()
);

-- Live events: a leave request when it is made and when its status changes.
alter table live_events drop constraint live_events_kind_check;
alter table live_events add constraint live_events_kind_check
  check (kind in ('clock', 'notification', 'correction', 'week_validation', 'account', 'leave_request'));

create function live_events_leave_request() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into live_events (kind, user_id, data)
      select 'leave_request', r.user_id, jsonb_build_object('id', r.id, 'user_id', r.user_id, 'status', r.status)
      from new_rows r
      order by r.id;
  else
    insert into live_events (kind, user_id, data)
      select 'leave_request', r.user_id, jsonb_build_object('id', r.id, 'user_id', r.user_id, 'status', r.status)
      from new_rows r
      join old_rows o on o.id = r.id
      where o.status is distinct from r.status
      order by r.id;
  end if;
  return null;
end
$$;
create trigger leave_requests_live_events_insert after insert on leave_requests
  referencing new table as new_rows
  for each statement execute function live_events_leave_request();
create trigger leave_requests_live_events_update after update on leave_requests
  referencing old table as old_rows new table as new_rows
  for each statement execute function live_events_leave_request();

-- Webhooks: leave_request.created on every request (and .approved too when it is approved at once), then
-- .approved, .rejected or .cancelled as its status changes.
create function webhook_leave_request_written() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform webhook_emit('leave_request.created', to_jsonb(new));
    if new.status = 'approved' then
      perform webhook_emit('leave_request.approved', to_jsonb(new));
    end if;
  elsif new.status is distinct from old.status and new.status in ('approved', 'rejected', 'cancelled') then
    perform webhook_emit('leave_request.' || new.status, to_jsonb(new));
  end if;
  return null;
end;
$$;
create trigger webhook_leave_request_written after insert or update of status on leave_requests
  for each row execute function webhook_leave_request_written();
