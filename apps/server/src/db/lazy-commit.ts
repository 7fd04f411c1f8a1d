// Bookkeeping that may commit without waiting for the disk. A commit normally waits until its WAL is flushed
// (`synchronous_commit`), and flushes are made one at a time: every statement of the background workers that
// waits for one delays the requests' commits queued behind it. What a worker notes about its own work (a claim's
// lease, a webhook try's outcome) can be lost in a crash of the database server without harm: a lease lost lets
// the row be claimed again, an outcome lost has the delivery tried again with the same id, as the delivery
// promise allows anyway. Only such statements use this; the changes people make, and what they are owed
// exactly once, always wait for the disk.
import { sql } from 'kysely';

/**
 * A condition, always true, that turns `synchronous_commit` off for the transaction of the statement it is in
 * (`set_config(…, true)`), so that its commit returns without waiting for the WAL flush. The WAL is still
 * written: the next commit that waits, or the WAL writer within a fraction of a second, takes it to disk. A
 * crash of the service loses nothing; a crash of the database server at most the last fraction of a second of
 * such statements.
 */
export const commitWithoutWaitingForDisk = sql<boolean>`(select set_config('synchronous_commit', 'off', true) = 'off')`;
