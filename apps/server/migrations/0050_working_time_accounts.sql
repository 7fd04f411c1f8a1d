-- Working-time accounts (docs/api.md#working-time-accounts): what each person owes per weekday, and the days nobody owes.

-- Dated versions of a person's schedule: a version applies from valid_from until the next one.
-- weekly_seconds holds the seconds owed on each ISO weekday, Monday first (weekly_seconds[1] = Monday).
create table schedules (
  id serial primary key,
  user_id integer not null references users (id),
  valid_from date not null,
  weekly_seconds integer[] not null
    check (array_length(weekly_seconds, 1) = 7 and array_position(weekly_seconds, null) is null
      and 0 <= all (weekly_seconds) and 86400 >= all (weekly_seconds)),
  created_by integer not null references users (id),
  created_at timestamptz not null default now(),
  unique (user_id, valid_from)
);

-- The company's default schedule, for people with no version: Monday to Friday, 7 hours.
insert into app_settings (key, value) values ('default_schedule', '[25200,25200,25200,25200,25200,0,0]')
on conflict (key) do nothing;

-- Days off: the company's own (source 'company'), and the public holidays of a region (source 'region'),
-- written here on demand from the date-holidays package so that every day has a stable integer id and
-- the balance query reads them like any other row. Only the rows of the configured region count.
create table holidays (
  id serial primary key,
  date date not null,
  name text not null,
  source text not null check (source in ('region', 'company')),
  region text,
  created_by integer references users (id),
  created_at timestamptz not null default now(),
  check ((source = 'region') = (region is not null))
);
create unique index holidays_region_day_unique on holidays (region, date, name) where source = 'region';
create unique index holidays_company_day_unique on holidays (date) where source = 'company';
create index holidays_date_idx on holidays (date);
