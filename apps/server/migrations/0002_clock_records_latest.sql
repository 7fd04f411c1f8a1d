-- Every clock request checks the person's latest clock record of either kind (`before_last_clock`):
-- without this index that is a scan and sort of all the person's records (thousands after a few years).
create index clock_records_user_latest_idx on clock_records (user_id, time desc);
