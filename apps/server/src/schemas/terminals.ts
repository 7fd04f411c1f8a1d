// What a person types at a shared clocking terminal (docs/api.md#shared-clocking-terminals).
import { Type } from 'typebox';
import { BADGE_PATTERN } from '../db/vocabulary.js';

export const Badge = Type.String({ minLength: 1, maxLength: 20, pattern: BADGE_PATTERN, description: 'the badge number: 1 to 20 digits' });
export const Pin = Type.String({ minLength: 4, maxLength: 8, pattern: '^[0-9]{4,8}$', description: '4 to 8 digits' });
