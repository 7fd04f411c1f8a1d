import { Type, type Static } from 'typebox';
import type { ChangeRow } from '../db/schema.js';
import { Instant } from '../schemas/common.js';
import { instant } from './time.js';

export const ChangeSchema = Type.Object(
  {
    id: Type.Integer(),
    user_id: Type.Integer({ description: 'whose recorded time changed' }),
    actor_id: Type.Union([Type.Integer(), Type.Null()], {
      description: 'who changed it; null when the service itself did (an automatic close)',
    }),
    actor_name: Type.String({
      description: "the name of who changed it (as the account is named now); `Timetrack` for the service",
    }),
    action: Type.Union([
      Type.Literal('create'),
      Type.Literal('update'),
      Type.Literal('delete'),
      Type.Literal('validate'),
      Type.Literal('reopen'),
    ]),
    subject_type: Type.String({ examples: ['working_time', 'absence', 'week_validation'] }),
    subject_id: Type.Integer(),
    before: Type.Unknown({ description: 'the subject as the API showed it before; null on create' }),
    after: Type.Unknown({ description: 'the subject as the API shows it after; null on delete' }),
    created_at: Instant,
    hash: Type.String({ description: 'SHA-256 over the entry and the previous entry hash of the person' }),
  },
  { title: 'Change' },
);
export type ChangeView = Static<typeof ChangeSchema>;

/** The author shown for an entry the service itself wrote (no person as actor). */
export const SERVICE_ACTOR_NAME = 'Timetrack';

/** An entry of the change log with the name of its author, read with it. */
export type ChangeWithActor = ChangeRow & { actor_name: string };

export function presentChange(row: ChangeWithActor): ChangeView {
  return {
    id: row.id,
    user_id: row.user_id,
    actor_id: row.actor_id,
    actor_name: row.actor_id === null ? SERVICE_ACTOR_NAME : row.actor_name,
    action: row.action,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    before: row.before ?? null,
    after: row.after ?? null,
    created_at: instant(row.created_at),
    hash: row.hash,
  };
}
