import { Type, type Static } from 'typebox';
import type { TerminalRow } from '../db/schema.js';
import { Instant } from '../schemas/common.js';
import { instant } from './time.js';

export const TerminalSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    created_by: Type.Integer({ description: 'the general manager who registered it' }),
    created_at: Instant,
    paired_at: Type.Union([Instant, Type.Null()], { description: 'when a tablet was last paired with it; null until then' }),
    last_seen_at: Type.Union([Instant, Type.Null()], {
      description: 'its last request, to the minute (refreshed at most once a minute); null until paired',
    }),
  },
  { title: 'Terminal' },
);
export type TerminalView = Static<typeof TerminalSchema>;

export function presentTerminal(row: Pick<TerminalRow, 'id' | 'name' | 'created_by' | 'created_at' | 'paired_at' | 'last_seen_at'>): TerminalView {
  return {
    id: row.id,
    name: row.name,
    created_by: row.created_by,
    created_at: instant(row.created_at),
    paired_at: row.paired_at ? instant(row.paired_at) : null,
    last_seen_at: row.last_seen_at ? instant(row.last_seen_at) : null,
  };
}
