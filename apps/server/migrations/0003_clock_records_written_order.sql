-- GET /clocks answers the person's latest work clock record in the order the records were written: a
-- manager's edit that opens or closes a working time writes a record dated when the new state began,
-- which may be earlier than records written before it. Per person, records are written one after the
-- other under the person's row lock, so the identity order is the order of the person's clock states.
-- This index replaces the one ordered by time, which nothing reads any more.
drop index if exists clock_records_user_time_idx;
create index clock_records_user_kind_order_idx on clock_records (user_id, kind, id desc);
