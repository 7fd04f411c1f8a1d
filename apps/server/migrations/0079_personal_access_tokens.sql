-- Personal access tokens: long-lived credentials an account creates for its scripts and integrations,
-- sent as `Authorization: Bearer tt_pat_…`. Only the token's SHA-256 is stored; the token itself is shown
-- once, when it is created. `second_factor`: created in a session opened with two factors, so that the
-- token counts as one where the account must use a second factor.
create table personal_access_tokens (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100),
  scopes text[] not null check (
    cardinality(scopes) between 1 and 3 and scopes <@ array['read', 'clock', 'manage']::text[]
  ),
  token_hash text not null unique,
  second_factor boolean not null default false,
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index personal_access_tokens_user_idx on personal_access_tokens (user_id) where revoked_at is null;
