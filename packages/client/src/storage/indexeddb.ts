// Storage in the browser's IndexedDB, shared by every tab of the origin. Locks are Web Locks where the
// browser has them, so tabs take turns (one tab renews the session, one tab drains the queue); without
// them, locks hold inside the tab only.
import type { StorageAdapter } from '../types.js';
import { Mutexes } from './mutex.js';

const STORE = 'values';

function request<T>(operation: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result);
    operation.onerror = () => reject(operation.error ?? new Error('The IndexedDB request failed.'));
  });
}

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export function indexedDbStorage(dbName = 'timetrack'): StorageAdapter {
  let database: Promise<IDBDatabase> | undefined;
  const open = (): Promise<IDBDatabase> =>
    (database ??= new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open(dbName, 1);
      opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
      opening.onsuccess = () => {
        const db = opening.result;
        // Another tab upgrading the database: let it, and reopen on the next use.
        db.onversionchange = () => {
          db.close();
          database = undefined;
        };
        resolve(db);
      };
      opening.onerror = () => {
        database = undefined;
        reject(opening.error ?? new Error('IndexedDB could not be opened.'));
      };
    }));

  async function store(mode: IDBTransactionMode): Promise<{ store: IDBObjectStore; done: Promise<void> }> {
    const transaction = (await open()).transaction(STORE, mode);
    const done = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('The IndexedDB transaction failed.'));
      transaction.onabort = () => reject(transaction.error ?? new Error('The IndexedDB transaction was aborted.'));
    });
    return { store: transaction.objectStore(STORE), done };
  }

  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  const local = new Mutexes();

  return {
    async get(key) {
      const { store: values } = await store('readonly');
      const value = await request<unknown>(values.get(key));
      return typeof value === 'string' ? value : null;
    },
    async set(key, value) {
      const { store: values, done } = await store('readwrite');
      values.put(value, key);
      await done;
    },
    async delete(key) {
      const { store: values, done } = await store('readwrite');
      values.delete(key);
      await done;
    },
    withLock: (name, fn) => (locks ? locks.request(`${dbName}:${name}`, fn) : local.run(name, fn)),
  };
}
