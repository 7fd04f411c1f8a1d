// Statements that run on nearly every request are prepared once per connection: PostgreSQL parses and
// plans them once, then only binds and runs them. For the credentials' query (a join and a subquery that
// find one row by primary key), parsing and planning cost more than running it; for the clock's two
// statements, a fifth of the database's time per clock.
//
// A prepared statement keeps the columns of its answer for the connection's life, so one that is kept
// must name its columns (no `*` over a table a later migration may widen). On PGlite, in this process,
// there is nothing to save: the mark changes nothing there.
import { CompiledQuery, type Kysely, type QueryResult, type RawBuilder } from 'kysely';
import type { Database } from './schema.js';

const names = new Map<string, string>();
/** A bound on what is kept per connection, far above the few statements (and their variants) marked. */
const MAX_PREPARED = 50;

/** Marks `sql` as prepared once per connection; returns it unchanged, for use where it is defined. */
export function prepared(sql: string): string {
  if (!names.has(sql) && names.size < MAX_PREPARED) names.set(sql, `timetrack_${names.size + 1}`);
  return sql;
}

/** The name `sql` is prepared under, when it is marked. */
export function preparedName(sql: string): string | undefined {
  return names.get(sql);
}

/** Runs `query` as a prepared statement (each distinct text of it is prepared once per connection). */
export function executePrepared<R>(executor: Kysely<Database>, query: RawBuilder<R>): Promise<QueryResult<R>> {
  const compiled = query.compile(executor);
  return executor.executeQuery<R>(CompiledQuery.raw(prepared(compiled.sql), [...compiled.parameters]));
}
