-- Forgotten clocks (docs/api.md#reminders): the reminders already sent, the automatic close, the people's
-- choices of channel, and Web Push (subscriptions per device and their deliveries).

-- The service itself closes forgotten periods: its change-log entries have no person as actor.
alter table changes alter column actor_id drop not null;

-- Closed by the service, not by a person; cleared when someone changes the period.
alter table working_times add column auto_closed boolean not null default false;

-- How reminders reach the person besides the notification (preferences.reminders).
alter table users add column reminder_email boolean not null default true;
alter table users add column reminder_push boolean not null default true;

-- One row per reminder sent, written in the transaction of its notification: the unique indexes make a
-- second instance (or a restart) that finds the same reminder due insert nothing, and so send nothing.
create table reminders (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('reminder_open_period', 'reminder_missing_day')),
  user_id integer not null references users (id) on delete cascade,
  working_time_id integer,
  date date,
  created_at timestamptz not null default now(),
  check ((kind = 'reminder_open_period') = (working_time_id is not null)),
  check ((kind = 'reminder_missing_day') = (date is not null))
);
create unique index reminders_open_period_unique on reminders (working_time_id) where kind = 'reminder_open_period';
create unique index reminders_missing_day_unique on reminders (user_id, date) where kind = 'reminder_missing_day';

-- The missing-day check asks, for everyone at once, who recorded a period touching one day: the periods of
-- that day are read by their start instead of one probe per person.
create index working_times_start_idx on working_times (start);

-- The automatic closes of the last days, for the managers' attention list.
create index working_times_auto_closed_idx on working_times (user_id, "end") where auto_closed;

-- A browser's push subscription (RFC 8030): its endpoint and the keys its payloads are encrypted to (RFC 8291).
create table push_subscriptions (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  endpoint text not null,
  p256dh text not null,
  auth text not null,
  created_at timestamptz not null default now()
);
create unique index push_subscriptions_endpoint_unique on push_subscriptions (endpoint);
create index push_subscriptions_user_idx on push_subscriptions (user_id);

-- Pushes to send, written in the transaction of the change they announce; the worker deletes a row once
-- the push service took it, or gave up on it.
create table push_deliveries (
  id bigint generated always as identity primary key,
  subscription_id integer not null references push_subscriptions (id) on delete cascade,
  kind text not null,
  data jsonb not null default '{}',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  created_at timestamptz not null default now()
);
create index push_deliveries_due_idx on push_deliveries (next_attempt_at, id);
