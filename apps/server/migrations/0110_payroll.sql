-- The payroll month (docs/api.md#payroll): employee numbers, scheduled reports, and e-mail attachments.

-- The number a payroll system knows the person by: up to 32 characters, unique among accounts not deleted.
alter table users add column employee_number text check (char_length(employee_number) between 1 and 32);
create unique index users_employee_number_unique on users (employee_number) where employee_number is not null and status <> 'deleted';

-- A general manager's monthly report: the attendance report or the payroll export of the month before,
-- e-mailed to `recipients` on `day_of_month`.
create table report_schedules (
  id integer generated always as identity primary key,
  report text not null check (report in ('attendance', 'payroll')),
  profile text check (profile in ('generic', 'datev_lodas')),
  format text not null check (format in ('json', 'csv', 'xlsx')),
  day_of_month integer not null check (day_of_month between 1 and 28),
  recipients text[] not null check (cardinality(recipients) between 1 and 20),
  team_id integer references teams (id) on delete cascade,
  created_by integer not null references users (id),
  created_at timestamptz not null default now(),
  check ((report = 'payroll') = (profile is not null))
);

-- One row per schedule and month sent: the unique key is what makes a month go out once, whatever the
-- number of instances and restarts. `trigger`: the day's run or a "send now".
create table report_schedule_runs (
  id integer generated always as identity primary key,
  schedule_id integer not null references report_schedules (id) on delete cascade,
  month text not null check (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  trigger text not null check (trigger in ('schedule', 'manual')),
  created_at timestamptz not null default now()
);
create unique index report_schedule_runs_month_unique on report_schedule_runs (schedule_id, month) where trigger = 'schedule';

-- Files sent with an outbox message, written in the message's transaction; they go with the message once
-- it is sent.
create table outbox_attachments (
  id integer generated always as identity primary key,
  outbox_id integer not null references outbox (id) on delete cascade,
  filename text not null,
  content_type text not null,
  content bytea not null
);
create index outbox_attachments_outbox_idx on outbox_attachments (outbox_id);
