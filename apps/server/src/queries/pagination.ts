// `limit` (default 500, at most 5000) and `offset` of lists that can grow (CONTRACT section 2).
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
