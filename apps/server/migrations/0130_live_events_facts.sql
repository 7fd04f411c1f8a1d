-- Live events carry facts; the service decides what they mean (docs/architecture.md#migrations). A clock
-- record's event copies the record (its kind and status) instead of deciding here whether the person is
-- clocked in and on a break, and a removed week validation's event copies the row with `removed` instead of
-- deciding that the week reads as reopened: events/live-events.ts presents both.
create or replace function live_events_clock() returns trigger language plpgsql as $$
begin
  insert into live_events (kind, user_id, data)
    select 'clock', r.user_id,
      jsonb_build_object('user_id', r.user_id, 'kind', r.kind, 'status', r.status, 'time', live_events_instant(r.time))
    from inserted_rows r
    order by r.id;
  return null;
end
$$;

create or replace function live_events_week_validation() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into live_events (kind, user_id, data)
      select 'week_validation', r.user_id,
      jsonb_build_object('id', r.id, 'user_id', r.user_id, 'week_start', to_char(r.week_start, 'YYYY-MM-DD'), 'status', r.status)
      from new_rows r
      order by r.id;
  elsif tg_op = 'UPDATE' then
    insert into live_events (kind, user_id, data)
      select 'week_validation', r.user_id,
      jsonb_build_object('id', r.id, 'user_id', r.user_id, 'week_start', to_char(r.week_start, 'YYYY-MM-DD'), 'status', r.status)
      from new_rows r
      join old_rows o on o.id = r.id
      where o.status is distinct from r.status
      order by r.id;
  else
    insert into live_events (kind, user_id, data)
      select 'week_validation', o.user_id,
      jsonb_build_object('id', o.id, 'user_id', o.user_id, 'week_start', to_char(o.week_start, 'YYYY-MM-DD'), 'status', o.status,
        'removed', true)
      from old_rows o
      where o.status = 'validated'
      order by o.id;
  end if;
  return null;
end
$$;

-- Clock events written before this migration (kept ten minutes, replayed for five) in the facts' shape:
-- presented, each says what it said. A removed validation's old event already reads `reopened`.
update live_events set data = jsonb_build_object('user_id', data -> 'user_id',
    'kind', case when (data ->> 'on_break')::boolean then 'break' else 'work' end,
    'status', data -> 'status', 'time', data -> 'time')
  where kind = 'clock' and data ? 'on_break';
