-- Reads of a range of working times bound their scan of (user_id, start) by the usual length of a
-- period: one of at most 24 hours that touches the range starts at most 24 hours before it. The others,
-- open periods and closed ones longer than that (a clock-out forgotten until the next day, which the
-- clock keeps), are few; this index finds them without reading the person's whole history.
create index working_times_long_or_open_idx on working_times (user_id, start)
  where "end" is null or "end" - start > interval '24 hours';
