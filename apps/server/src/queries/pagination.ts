// `limit` (default 500, at most 5000) and `offset` of lists that can grow (docs/api.md#pagination).
import type { SelectQueryBuilder } from 'kysely';

export const DEFAULT_LIMIT = 500;

export interface PageRequest {
  limit: number;
  offset: number;
}

export function pageOf(query: { limit?: number; offset?: number }): PageRequest {
  return { limit: query.limit ?? DEFAULT_LIMIT, offset: query.offset ?? 0 };
}

export function pageMeta(total: number, page: PageRequest) {
  return { total, limit: page.limit, offset: page.offset };
}

/**
 * One page of the rows `query` matches, as `rowsOf` selects and orders them, and the count of all of them
 * (the two read at once).
 */
export async function paginate<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, object>,
  page: PageRequest,
  rowsOf: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, count] = await Promise.all([
    rowsOf(query).limit(page.limit).offset(page.offset).execute(),
    // A selection on a generic query does not resolve to its named column for the type checker.
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow() as Promise<{ n: number }>,
  ]);
  return { rows, total: Number(count.n) };
}
