// The signed-in person, as the screens see it: set at sign-in, at start (resume) and after a change of
// their own profile; null when signed out. Screens read it with useCurrentUser().
import { useSyncExternalStore } from 'react';
import type { User } from '@timetrack/client';

type Listener = () => void;
let current: User | null = null;
const listeners = new Set<Listener>();

export const session = {
  get user(): User | null {
    return current;
  },
  set(user: User | null): void {
    current = user;
    for (const listener of listeners) listener();
  },
  // An arrow function: handed as it is to useSyncExternalStore.
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The signed-in person, or null. */
export function useSession(): User | null {
  return useSyncExternalStore(session.subscribe, () => current);
}

/** The signed-in person, inside the screens that need one (the signed-in part of the router). */
export function useCurrentUser(): User {
  const user = useSession();
  if (!user) throw new Error('useCurrentUser outside the signed-in screens');
  return user;
}
