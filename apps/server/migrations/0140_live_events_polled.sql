-- Live events are read by each instance's poll (events/hub.ts), no longer announced with NOTIFY: a transaction
-- that has notified takes one lock for the whole cluster at commit and holds it through its WAL flush, so every
-- clock, correction and notification committed one after another behind it. Each event now records the id of
-- the transaction that wrote it, so that a reader knows which events it may not have seen yet: those of the
-- transactions still running at its previous read (docs/operating.md#live-events-across-instances).
drop trigger live_events_announce on live_events;
drop function live_events_announce();
alter table live_events add column xid xid8 not null default pg_current_xact_id();
create index live_events_xid_idx on live_events (xid);
