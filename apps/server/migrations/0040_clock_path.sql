-- A clock whose time is more than 10 minutes before it was received (an offline replay, or a person
-- back-dating their own hours) is kept and marked, so that those who review hours can see it
-- (docs/api.md#back-dated-clocks). Records written before this column existed were not checked: they stay unmarked.
alter table clock_records add column backdated boolean not null default false;

-- Everything the clock rules need to know, read in one round trip after the person's row lock is held.
-- A plain statement could not do it: under READ COMMITTED its snapshot is taken before it waits for the
-- lock, so it would miss what the previous holder of the lock just committed. A volatile function takes
-- a new snapshot for each statement inside it, so the reads below see the state the lock protects.
-- No row when there is no such (live) person. The rules themselves stay in the service's TypeScript.
create function clock_facts(p_user_id integer, p_client_id uuid, p_weeks_from timestamptz)
returns table (
  -- The clock record already received with p_client_id (a replay), as JSON.
  known jsonb,
  -- The person's latest clock record of either kind (`before_last_clock`).
  latest_time timestamptz,
  -- The open working time and its open break.
  open_id integer,
  open_start timestamptz,
  open_break_id integer,
  open_break_start timestamptz,
  -- The end of the person's latest working time (by start): only it can end after a back-dated clock-in.
  latest_period_end timestamptz,
  -- The validated weeks that end after p_weeks_from: [{week_start, starts_at, ends_at}].
  validated_weeks jsonb
)
language plpgsql volatile as $$
begin
  perform 1 from users where id = p_user_id and status <> 'deleted' for no key update;
  if not found then
    return;
  end if;
  return query
  select
    (select to_jsonb(c) from clock_records c where c.user_id = p_user_id and c.client_id = p_client_id),
    (select c.time from clock_records c where c.user_id = p_user_id order by c.time desc limit 1),
    open_period.id,
    open_period.start,
    open_break.id,
    open_break.start,
    (select w."end" from working_times w where w.user_id = p_user_id order by w.start desc limit 1),
    coalesce(
      (select jsonb_agg(jsonb_build_object('week_start', v.week_start, 'starts_at', v.starts_at, 'ends_at', v.ends_at))
       from week_validations v
       -- A week lasts 7 days (8 at most across a change of UTC offset): bounding its start as well lets
       -- the partial index of validated weeks skip the person's whole history.
       where v.user_id = p_user_id and v.status = 'validated' and v.ends_at > p_weeks_from
         and v.starts_at > p_weeks_from - interval '8 days'),
      '[]'::jsonb)
  from (select 1) as one
  left join working_times open_period on open_period.user_id = p_user_id and open_period."end" is null
  left join breaks open_break on open_break.working_time_id = open_period.id and open_break."end" is null;
end
$$;
