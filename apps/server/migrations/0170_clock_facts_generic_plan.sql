-- The facts of a clock (`clock_facts`, 0040_clock_path.sql) planned once per connection, not on every call
-- (docs/benchmarks.md#the-clocks-facts-planned-once).
--
-- PL/pgSQL keeps a plan for each statement of a function, and PostgreSQL's default (`plan_cache_mode = auto`)
-- plans it anew for the call's values while that looks cheaper than the plan for any values. For the function's
-- main statement it always did: the validated weeks' range (`ends_at > p_weeks_from`) is estimated from the
-- values when they are known and from a default fraction when they are not. Every clock then planned six
-- subqueries under the person's lock, 0.4 to 0.6 ms, to run them in 0.2. Each of its statements finds rows by
-- the person's keys, through the same indexes whatever the values: the plan for any values is the right one.
alter function clock_facts(integer, uuid, timestamptz) set plan_cache_mode = force_generic_plan;
