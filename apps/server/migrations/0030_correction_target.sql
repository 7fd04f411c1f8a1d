-- Whether a correction request changes an existing working time (rather than asking for a new one).
-- working_time_id alone cannot tell: it is set to null when that working time is deleted, and approving
-- such a request must then be a conflict, not the creation of a new period.
alter table corrections add column changes_working_time boolean not null default false;
update corrections set changes_working_time = working_time_id is not null;
