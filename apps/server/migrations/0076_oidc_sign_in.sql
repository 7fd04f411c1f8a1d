-- Single sign-on through an OpenID Connect provider. A sign-in in progress is kept here rather than in one
-- process's memory, so that the provider may send the person back to any instance. Both kinds of row are
-- single-use (deleted when used) and short-lived; secrets the caller presents are stored hashed.
create table oidc_flows (
  state_hash text primary key,
  -- What the provider's answer is checked against: the ID token's nonce and the PKCE verifier of our request.
  nonce text not null,
  code_verifier text not null,
  client text not null check (client in ('browser', 'mobile')),
  -- Browser: the path to open once signed in. Mobile: the app's redirect, where the one-time code goes.
  redirect_uri text not null,
  -- Mobile: the app's own PKCE challenge (S256) and the state it asked to have echoed back.
  app_code_challenge text,
  app_state text,
  -- Browser: the hash of the cookie given with the redirect, so that only the browser that started the
  -- sign-in can finish it.
  browser_binding_hash text,
  expires_at timestamptz not null
);
create index oidc_flows_expires_idx on oidc_flows (expires_at);

-- The one-time code handed to a mobile app after the provider's sign-in, exchanged for tokens with the
-- verifier of the app's own challenge.
create table oidc_codes (
  code_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  code_challenge text not null,
  second_factor_done boolean not null,
  expires_at timestamptz not null
);
create index oidc_codes_expires_idx on oidc_codes (expires_at);
