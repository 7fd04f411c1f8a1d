-- A validated week keeps the instants it covered when it was validated ([starts_at, ends_at): Monday
-- 00:00 to the next Monday 00:00 in APP_TIMEZONE), so the week lock needs no zone arithmetic at check
-- time and still holds the span that was actually validated if the zone setting changes later.
alter table week_validations add column starts_at timestamptz not null;
alter table week_validations add column ends_at timestamptz not null;
create index week_validations_validated_idx on week_validations (user_id, starts_at) where status = 'validated';
