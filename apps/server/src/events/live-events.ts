// What a live event says (docs/api.md#live-events), decided here from the facts the triggers copy (migration
// 0130): the triggers write rows, this decides their meaning.
import type { ClockRecordsTable } from '../db/schema.js';
import type { LiveEventKind } from '../db/vocabulary.js';

/** After a clock record: whether the person is clocked in (`status`) and on a break. */
export function stateAfterClock(kind: ClockRecordsTable['kind'], status: boolean): { status: boolean; on_break: boolean } {
  // A break starts and ends within a period: either end of a break leaves the person clocked in.
  return kind === 'work' ? { status, on_break: false } : { status: true, on_break: status };
}

/** The data streams send for an event of `kind`, from the row its trigger wrote. */
export function presentLiveEventData(kind: LiveEventKind, data: Record<string, unknown>): Record<string, unknown> {
  switch (kind) {
    case 'clock':
      return {
        user_id: data.user_id,
        ...stateAfterClock(data.kind === 'break' ? 'break' : 'work', data.status === true),
        time: data.time,
      };
    case 'week_validation': {
      // A removed validation leaves the week open: it reads as reopened.
      if (data.removed !== true) return data;
      const { removed: _removed, ...validation } = data;
      return { ...validation, status: 'reopened' };
    }
    case 'notification':
    case 'correction':
    case 'leave_request':
      return data;
  }
}
