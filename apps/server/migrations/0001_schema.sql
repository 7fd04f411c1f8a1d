-- The service's data model. Invariants that must never break are enforced here, not only in code:
-- one open working time per person, one client_id per person, an append-only change log.

create table app_settings (
  key text primary key,
  value text not null
);

-- Accounts. A deleted account stays as a tombstone (status 'deleted', personal fields erased) so that
-- other people's change-log entries keep pointing at a real row.
create table users (
  id integer generated always as identity primary key,
  email text,
  name text not null,
  role text not null check (role in ('employee', 'manager', 'general_manager')),
  status text not null default 'invited' check (status in ('invited', 'active', 'deleted')),
  password_hash text,
  language text not null default 'en' check (language in ('en', 'fr')),
  theme text not null default 'system' check (theme in ('light', 'dark', 'system')),
  created_at timestamptz not null default now(),
  deleted_at timestamptz,
  check (status = 'deleted' or email is not null)
);
create unique index users_email_unique on users (lower(email)) where status <> 'deleted';
create index users_name_idx on users (lower(name));

-- Sign-in sessions, shared by every instance: logout and revocation hold everywhere at once.
create table sessions (
  id uuid primary key,
  user_id integer not null references users (id) on delete cascade,
  client text not null check (client in ('browser', 'mobile')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_user_idx on sessions (user_id);

-- Refresh tokens, stored hashed; each use rotates to a new one.
create table refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  rotated_at timestamptz
);
create index refresh_tokens_session_idx on refresh_tokens (session_id);

-- Single-use links (invitation, password reset), stored hashed.
create table password_tokens (
  token_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('reset', 'invitation')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_tokens_user_idx on password_tokens (user_id);

-- Two-step e-mail changes: the new address confirms with a single-use link.
create table email_changes (
  token_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  new_email text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  confirmed_at timestamptz,
  cancelled_at timestamptz
);
create index email_changes_user_idx on email_changes (user_id);

-- Failed sign-in attempts, counted across instances.
create table login_failures (
  id integer generated always as identity primary key,
  email text not null,
  address text not null,
  failed_at timestamptz not null default now()
);
create index login_failures_email_idx on login_failures (email, failed_at);
create index login_failures_address_idx on login_failures (address, failed_at);

-- Transactional outbox: a message is written in the same transaction as the change that causes it,
-- then a worker sends it, retrying with backoff.
create table outbox (
  id integer generated always as identity primary key,
  recipient text not null,
  template text not null,
  language text not null default 'en',
  payload jsonb not null default '{}',
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  sent_at timestamptz,
  last_error text
);
create index outbox_pending_idx on outbox (next_attempt_at) where sent_at is null;

create table teams (
  id integer generated always as identity primary key,
  name text not null,
  manager_id integer not null references users (id),
  created_at timestamptz not null default now()
);
create unique index teams_name_unique on teams (lower(name));
create index teams_manager_idx on teams (manager_id);

create table team_members (
  team_id integer not null references teams (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (team_id, user_id)
);
create index team_members_user_idx on team_members (user_id);

create table working_times (
  id integer generated always as identity primary key,
  user_id integer not null references users (id),
  start timestamptz not null,
  "end" timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ("end" is null or "end" > start)
);
create index working_times_user_start_idx on working_times (user_id, start);
-- One open working time per person.
create unique index working_times_one_open on working_times (user_id) where "end" is null;

create table breaks (
  id integer generated always as identity primary key,
  working_time_id integer not null references working_times (id) on delete cascade,
  start timestamptz not null,
  "end" timestamptz,
  check ("end" is null or "end" > start)
);
create index breaks_working_time_idx on breaks (working_time_id, start);
create unique index breaks_one_open on breaks (working_time_id) where "end" is null;

create table clock_records (
  id integer generated always as identity primary key,
  user_id integer not null references users (id),
  kind text not null check (kind in ('work', 'break')),
  status boolean not null,
  time timestamptz not null,
  client_id uuid not null,
  received_at timestamptz not null default now(),
  working_time_id integer references working_times (id) on delete set null
);
-- One clock record per client_id and person: a replay finds the stored record.
create unique index clock_records_client_unique on clock_records (user_id, client_id);
create index clock_records_user_time_idx on clock_records (user_id, kind, time desc, id desc);

create table absences (
  id integer generated always as identity primary key,
  user_id integer not null references users (id),
  type text not null check (type in ('vacation', 'sick', 'training', 'other')),
  start_date date not null,
  end_date date not null,
  note text,
  created_by integer not null references users (id),
  created_at timestamptz not null default now(),
  check (end_date >= start_date)
);
create index absences_user_idx on absences (user_id, start_date);

create table week_validations (
  id integer generated always as identity primary key,
  user_id integer not null references users (id),
  week_start date not null,
  status text not null check (status in ('validated', 'reopened')),
  validated_by integer not null references users (id),
  validated_at timestamptz not null,
  reopened_by integer references users (id),
  reopened_at timestamptz,
  unique (user_id, week_start)
);

create table corrections (
  id integer generated always as identity primary key,
  user_id integer not null references users (id),
  working_time_id integer references working_times (id) on delete set null,
  start timestamptz not null,
  "end" timestamptz not null,
  reason text not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  reviewer_id integer references users (id),
  reviewed_at timestamptz,
  review_comment text,
  client_id uuid,
  created_at timestamptz not null default now()
);
create index corrections_user_idx on corrections (user_id, created_at);
create index corrections_status_idx on corrections (status, created_at);
create unique index corrections_client_unique on corrections (user_id, client_id) where client_id is not null;

-- The change log: append-only and hash-chained per person.
create table changes (
  id integer generated always as identity primary key,
  user_id integer not null references users (id),
  actor_id integer not null references users (id),
  action text not null check (action in ('create', 'update', 'delete', 'validate', 'reopen')),
  subject_type text not null,
  subject_id integer not null,
  before jsonb,
  after jsonb,
  created_at timestamptz not null,
  prev_hash text,
  hash text not null
);
create index changes_user_idx on changes (user_id, id);

create function changes_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'the change log is append-only: % is not allowed', tg_op;
end
$$;
create trigger changes_no_update before update or delete on changes
  for each row execute function changes_append_only();
create trigger changes_no_truncate before truncate on changes
  for each statement execute function changes_append_only();

create table notifications (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  kind text not null,
  data jsonb not null default '{}',
  read_at timestamptz,
  created_at timestamptz not null default now()
);
create index notifications_user_idx on notifications (user_id, id desc);
create index notifications_unread_idx on notifications (user_id) where read_at is null;
