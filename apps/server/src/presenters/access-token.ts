// A personal access token as the API shows it (docs/api.md#personal-access-tokens).
import { Type } from 'typebox';
import { TOKEN_SCOPES, type TokenScope } from '../auth/access-tokens.js';
import type { PersonalAccessTokenRow } from '../db/schema.js';
import { Instant } from '../schemas/common.js';
import { instant, instantOrNull } from './time.js';

export const TokenScopeSchema = Type.Union(
  [Type.Literal(TOKEN_SCOPES[0]), Type.Literal(TOKEN_SCOPES[1]), Type.Literal(TOKEN_SCOPES[2])],
  {
    title: 'TokenScope',
    description:
      '`read`: every GET the owner may make; `clock`: the owner\'s own clocks and breaks (and their clock state); `manage`: all the owner may do',
  },
);

const common = {
  id: Type.Integer(),
  name: Type.String(),
  scopes: Type.Array(TokenScopeSchema),
  created_at: Instant,
  expires_at: Type.Union([Instant, Type.Null()], { description: 'null: never expires' }),
};

export const PersonalAccessTokenSchema = Type.Object(
  { ...common, last_used_at: Type.Union([Instant, Type.Null()], { description: 'null before its first use; updated at most once a minute' }) },
  { title: 'PersonalAccessToken' },
);

export const CreatedPersonalAccessTokenSchema = Type.Object(
  { ...common, token: Type.String({ pattern: '^tt_pat_[A-Za-z0-9_-]{43,}$', description: 'shown this once; stored only as a hash' }) },
  { title: 'CreatedPersonalAccessToken' },
);

type Shown = Pick<PersonalAccessTokenRow, 'id' | 'name' | 'scopes' | 'created_at' | 'expires_at'>;

function presentCommon(row: Shown) {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as TokenScope[],
    created_at: instant(row.created_at),
    expires_at: instantOrNull(row.expires_at),
  };
}

export function presentAccessToken(row: Shown & Pick<PersonalAccessTokenRow, 'last_used_at'>) {
  return { ...presentCommon(row), last_used_at: instantOrNull(row.last_used_at) };
}

export function presentCreatedAccessToken(row: Shown, token: string) {
  return { ...presentCommon(row), token };
}
