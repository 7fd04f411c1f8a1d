-- Shared clocking terminals (docs/api.md#shared-clocking-terminals): a tablet at the entrance where people
-- without a phone or a desk clock with their badge number and a PIN.

-- A terminal registered by a general manager. Its credential (the Bearer token it received when paired) is
-- stored hashed; pairing again replaces it. A deleted terminal keeps its row (clock records name it) with
-- `revoked_at` set, and is refused at once.
create table terminals (
  id integer generated always as identity primary key,
  name text not null check (char_length(name) between 1 and 100),
  created_by integer not null references users (id),
  created_at timestamptz not null default now(),
  credential_hash text,
  paired_at timestamptz,
  last_seen_at timestamptz,
  revoked_at timestamptz
);
create unique index terminals_credential_unique on terminals (credential_hash) where credential_hash is not null;

-- A pairing code: 8 characters, single use (deleted when used), valid 10 minutes; only its hash is stored.
create table terminal_pairing_codes (
  code_hash text primary key,
  terminal_id integer not null references terminals (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index terminal_pairing_codes_terminal_idx on terminal_pairing_codes (terminal_id);

-- A person's badge number (1 to 20 digits, unique among accounts not deleted) and the hash of their PIN.
alter table users add column badge text check (badge ~ '^[0-9]{1,20}$');
alter table users add column pin_hash text;
create unique index users_badge_unique on users (badge) where badge is not null and status <> 'deleted';

-- Wrong PINs (and unknown badges: the same answer) entered at terminals, counted in the database so that the
-- limits hold on every terminal and every instance. A row is written before the PIN is checked and removed
-- again when it was right: only failures stay.
create table terminal_pin_failures (
  id integer generated always as identity primary key,
  badge text not null,
  terminal_id integer not null references terminals (id) on delete cascade,
  failed_at timestamptz not null
);
create index terminal_pin_failures_badge_idx on terminal_pin_failures (badge, failed_at);
create index terminal_pin_failures_terminal_idx on terminal_pin_failures (terminal_id, failed_at);

-- A badge locked after too many wrong PINs, on every terminal, from `locked_at` until `locked_until`. The
-- failures before `locked_at` no longer count once the lock is over.
create table terminal_badge_locks (
  badge text primary key,
  locked_at timestamptz not null,
  locked_until timestamptz not null
);

-- Where a clock record came from: the person's own app (or the API), or a shared terminal.
alter table clock_records add column source text not null default 'app' check (source in ('app', 'terminal'));
alter table clock_records add column terminal_id integer references terminals (id);
alter table clock_records add constraint clock_records_terminal_source check ((source = 'terminal') = (terminal_id is not null));
