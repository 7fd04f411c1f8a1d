-- The service's own backups (BACKUP_DIR), shared by every instance: one row says when the last good backup
-- was taken, which instance holds the lease to take the next (so one instance at a time takes it), and how
-- many have failed (health and the metrics read them).
create table backup_schedule (
  id smallint primary key default 1 check (id = 1),
  last_good_at timestamptz,
  last_good_file text,
  last_failed_at timestamptz,
  last_error text,
  failures bigint not null default 0 check (failures >= 0),
  leased_by text,
  lease_until timestamptz
);
insert into backup_schedule (id) values (1);
