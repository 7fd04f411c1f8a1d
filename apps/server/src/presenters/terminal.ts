// Shared clocking terminals as the API shows them: a terminal, a registered one with its pairing code, a paired
// tablet's credential, and what a terminal shows the person who clocked.
import { Type, type Static } from 'typebox';
import { PAIRING_ALPHABET, PAIRING_CODE_LENGTH } from '../auth/terminals.js';
import type { ClockRecordRow, TerminalRow } from '../db/schema.js';
import { Instant } from '../schemas/common.js';
import { ClockRecordSchema, presentClockRecord } from './clock.js';
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

export const RegisteredTerminalSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    created_at: Instant,
    pairing_code: Type.String({ description: `${PAIRING_CODE_LENGTH} characters of ${PAIRING_ALPHABET}; single use` }),
    pairing_code_expires_at: Instant,
  },
  { title: 'RegisteredTerminal', description: 'A terminal and the code to pair a tablet with it (valid 10 minutes, single use)' },
);

export function presentRegisteredTerminal(
  terminal: Pick<TerminalRow, 'id' | 'name' | 'created_at'>,
  pairing: { code: string; expiresAt: Date },
): Static<typeof RegisteredTerminalSchema> {
  return {
    id: terminal.id,
    name: terminal.name,
    created_at: instant(terminal.created_at),
    pairing_code: pairing.code,
    pairing_code_expires_at: instant(pairing.expiresAt),
  };
}

export const PairedTerminalSchema = Type.Object(
  {
    terminal_id: Type.Integer(),
    name: Type.String(),
    token: Type.String({ description: 'the terminal’s credential: `Authorization: Bearer <token>` on the terminal routes only' }),
  },
  { title: 'PairedTerminal' },
);

export function presentPairedTerminal(terminal: Pick<TerminalRow, 'id' | 'name'>, token: string): Static<typeof PairedTerminalSchema> {
  return { terminal_id: terminal.id, name: terminal.name, token };
}

export const TerminalClockSchema = Type.Object(
  {
    record: ClockRecordSchema,
    name: Type.String({ description: 'the person’s name, for the greeting' }),
    status: Type.Boolean({ description: 'clocked in now (as a work clock record’s `status`)' }),
    on_break: Type.Boolean(),
    today_seconds: Type.Integer({ description: 'worked today (APP_TIMEZONE), up to now' }),
  },
  { title: 'TerminalClock', description: 'What the terminal shows the person for a few seconds; nothing else' },
);

/** What the terminal shows after a clock: the record, and the person's greeting (their name and their day so far). */
export function presentTerminalClock(
  record: ClockRecordRow,
  personName: string,
  greeting: { clockedIn: boolean; onBreak: boolean; todaySeconds: number },
): Static<typeof TerminalClockSchema> {
  return {
    record: presentClockRecord(record),
    name: personName,
    status: greeting.clockedIn,
    on_break: greeting.onBreak,
    today_seconds: greeting.todaySeconds,
  };
}
