-- Second factors: time-based codes (TOTP) and passkeys (WebAuthn).

-- Whether the session was opened with two factors (a code after the password, a passkey), or was
-- proven later by setting one up in it. Managers may be required to have one before anything else.
alter table sessions add column second_factor boolean not null default false;

-- One TOTP secret per account, sealed (AES-256-GCM) under a key kept like the token secret. Not in use
-- until confirmed with a first code; `last_step` is the newest time step accepted, so a code works once.
create table totp_secrets (
  user_id integer primary key references users (id) on delete cascade,
  secret_sealed text not null,
  confirmed_at timestamptz,
  last_step bigint,
  created_at timestamptz not null default now()
);

-- Recovery codes, stored hashed, each usable once.
create table recovery_codes (
  user_id integer not null references users (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  primary key (user_id, code_hash)
);

-- The step between the first factor and the session when the account has TOTP on. The token is given to
-- the client once and stored hashed; it keeps the login's client kind.
create table two_factor_challenges (
  token_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  client text not null check (client in ('browser', 'mobile')),
  failures integer not null default 0,
  ended_at timestamptz,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index two_factor_challenges_user_idx on two_factor_challenges (user_id);

-- Registered passkeys: the credential's id and public key, and the signature counter last seen.
create table passkeys (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  credential_id text not null unique,
  public_key text not null,
  counter bigint not null default 0,
  transports text[] not null default '{}',
  name text not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index passkeys_user_idx on passkeys (user_id);

-- WebAuthn challenges, kept in the database so that any instance can finish a ceremony another began.
-- Single use (deleted when used) and short-lived.
create table webauthn_challenges (
  token_hash text primary key,
  purpose text not null check (purpose in ('register', 'sign_in')),
  user_id integer references users (id) on delete cascade,
  challenge text not null,
  expires_at timestamptz not null
);
