// The hub asks the rule function only about the streams an event may concern (LiveEventHub.candidates): the
// person's, their managers', and every stream of the roles granted beyond that relation. That shortcut is only
// right while no grant reaches anyone else; these tests compare it with asking about every actor there is.
import { describe, expect, it } from 'vitest';
import type { Role } from '../db/schema.js';
import { STORED_LIVE_EVENT_KINDS } from '../db/vocabulary.js';
import { rolesGrantedBeyondRelation, type Actor } from '../policies/rules.js';
import { inTurns, mayReceive, ROLES_BEYOND_RELATION } from './hub.js';

const ROLES: Role[] = ['employee', 'manager', 'general_manager'];
const PERSON = 10;
const MANAGERS = [20, 21];

/** Every kind of actor an event can meet: the person, a manager of theirs, anyone else, in every role. */
const actors: Actor[] = ROLES.flatMap((role) => [PERSON, MANAGERS[0]!, MANAGERS[1]!, 30].map((id) => ({ id, role })));

describe('which streams the hub asks about an event', () => {
  it('misses nobody the rule function grants an event to, for every kind and every actor', () => {
    let granted = 0;
    for (const kind of STORED_LIVE_EVENT_KINDS) {
      for (const managerIds of [[], MANAGERS]) {
        const event = { kind, user_id: PERSON, data: { id: 5 }, manager_ids: managerIds };
        for (const actor of actors) {
          if (!mayReceive(actor, event)) continue;
          granted += 1;
          const asked = actor.id === PERSON || managerIds.includes(actor.id) || ROLES_BEYOND_RELATION.has(actor.role);
          expect(asked, `${actor.role} ${actor.id} receives a ${kind} event but would not be asked`).toBe(true);
        }
      }
    }
    // The matrix grants something (a check that cannot fail proves nothing).
    expect(granted).toBeGreaterThan(20);
  });

  it('asks every general manager, and no employee or manager beyond the relation', () => {
    expect([...ROLES_BEYOND_RELATION]).toEqual(['general_manager']);
    // A grant to everyone of a role, for another action, does not widen it.
    expect(rolesGrantedBeyondRelation(['list_users'])).toEqual(new Set(['manager', 'general_manager']));
  });
});

describe('writing to every stream at once (the heartbeat)', () => {
  it('lets the event loop answer other work between turns', async () => {
    const done: (number | 'other')[] = [];
    // Work that arrived as the heartbeat began (a request, say): it runs after the first turn, not after all.
    setImmediate(() => done.push('other'));
    await inTurns(
      Array.from({ length: 250 }, (_, i) => i),
      100,
      (i) => done.push(i),
    );
    expect(done.indexOf('other')).toBe(100);
    expect(done.filter((entry) => entry !== 'other')).toEqual(Array.from({ length: 250 }, (_, i) => i));
  });
});
