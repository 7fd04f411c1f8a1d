import { Type } from 'typebox';
import { CalendarDate } from '../schemas/common.js';

export const AttentionItemSchema = Type.Object(
  {
    user_id: Type.Integer(),
    name: Type.String(),
    kind: Type.Union([Type.Literal('open_too_long'), Type.Literal('missing_day'), Type.Literal('auto_closed')]),
    date: CalendarDate,
    working_time_id: Type.Optional(Type.Integer({ description: 'the period concerned (open_too_long, auto_closed)' })),
  },
  { title: 'AttentionItem' },
);
