// The hub asks the rule function only about the streams an event may concern (LiveEventHub.candidates): the
// person's, their managers', and every stream of the roles granted beyond that relation. That shortcut is only
// right while no grant reaches anyone else; these tests compare it with asking about every actor there is. The
// heartbeats of many streams are spread over the heartbeat period, a slot of streams at a time.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '../db/schema.js';
import { STORED_LIVE_EVENT_KINDS } from '../db/vocabulary.js';
import { rolesGrantedBeyondRelation, type Actor } from '../policies/rules.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { heartbeatSlots, inTurns, LiveEventHub, mayReceive, ROLES_BEYOND_RELATION, type LiveSubscriber } from './hub.js';

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

describe('the heartbeat of many streams', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes a slot of streams at a time, and every stream once per period', async () => {
    const heartbeatMs = 1000;
    const slots = heartbeatSlots(heartbeatMs);
    expect(slots).toBe(20);
    const hub = new LiveEventHub(t.database, { maxStreams: 100, maxStreamsPerAccount: 100, heartbeatMs, pollMs: 1000, logger: { warn: () => undefined } });
    const user = await t.f.buildUser();
    const { sessionId } = await t.f.mobileSession(user);
    const beats = new Map<number, number>();
    let ended = 0;
    const streams: LiveSubscriber[] = Array.from({ length: 40 }, (_, i) => ({
      actor: { id: user.id, role: 'employee' },
      sessionId,
      deliver: () => undefined,
      heartbeat: () => void beats.set(i, (beats.get(i) ?? 0) + 1),
      end: () => void (ended += 1),
    }));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      for (const stream of streams) await hub.subscribe(stream);
      // One slot's turn: two streams of forty, not all of them.
      vi.advanceTimersByTime(heartbeatMs / slots);
      expect([...beats.values()].reduce((sum, n) => sum + n, 0)).toBe(2);
      // A whole period: each stream once.
      vi.advanceTimersByTime(heartbeatMs - heartbeatMs / slots);
      expect(beats.size).toBe(40);
      expect([...beats.values()].every((n) => n === 1)).toBe(true);
      // Each slot's sessions were checked in its turn: open, so every stream stays.
      await vi.waitFor(() => expect(hub.openStreams).toBe(40));
      expect(ended).toBe(0);
      // A short period has fewer, longer slots.
      expect(heartbeatSlots(100)).toBe(2);
      expect(heartbeatSlots(50)).toBe(1);
    } finally {
      vi.useRealTimers();
      await hub.close();
    }
  });
});
