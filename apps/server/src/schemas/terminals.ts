// What a person types at a shared clocking terminal (docs/api.md#shared-clocking-terminals).
import { Type } from 'typebox';

export const Badge = Type.String({ minLength: 1, maxLength: 20, pattern: '^[0-9]{1,20}$', description: 'the badge number: 1 to 20 digits' });
export const Pin = Type.String({ minLength: 4, maxLength: 8, pattern: '^[0-9]{4,8}$', description: '4 to 8 digits' });
