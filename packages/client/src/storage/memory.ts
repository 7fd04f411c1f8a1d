// Storage in memory: nothing survives the process. Clients sharing one instance share its locks.
import type { StorageAdapter } from '../types.js';
import { Mutexes } from './mutex.js';

export function memoryStorage(): StorageAdapter {
  const values = new Map<string, string>();
  const locks = new Mutexes();
  return {
    get: async (key) => values.get(key) ?? null,
    set: async (key, value) => {
      values.set(key, value);
    },
    delete: async (key) => {
      values.delete(key);
    },
    withLock: (name, fn) => locks.run(name, fn),
  };
}
