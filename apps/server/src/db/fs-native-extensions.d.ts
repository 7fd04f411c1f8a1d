// The part of fs-native-extensions the data-directory lock uses (the package ships no types).
declare module 'fs-native-extensions' {
  /** An exclusive lock on the whole file (Linux: an open file description lock); false when another holds it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
