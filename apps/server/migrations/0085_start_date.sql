-- The day each person starts (docs/api.md#start-date): nothing is expected of them before it. Null: the start is
-- inferred from the account's creation, their first schedule version and their first records
-- (apps/server/src/queries/start-dates.ts).
alter table users add column start_date date;
