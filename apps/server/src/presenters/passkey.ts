// A person's passkey as the API shows it: its name, creation and last use; never the key itself.
import { Type, type Static } from 'typebox';
import { Instant } from '../schemas/common.js';
import { instant } from './time.js';

export const PasskeySchema = Type.Object(
  { id: Type.Integer(), name: Type.String(), created_at: Instant, last_used_at: Type.Union([Instant, Type.Null()]) },
  { title: 'Passkey' },
);

export function presentPasskey(row: { id: number; name: string; created_at: Date; last_used_at: Date | null }): Static<typeof PasskeySchema> {
  return { id: row.id, name: row.name, created_at: instant(row.created_at), last_used_at: row.last_used_at ? instant(row.last_used_at) : null };
}
