// Types of scripts/build.mjs for the TypeScript that imports it.
export interface Part {
  key: 'client' | 'cli' | 'server' | 'web';
  name: string;
  sources: string[];
  stamp: string;
  command: string[];
  cwd?: string;
  env?: Record<string, string>;
}
export const ROOT: string;
export const PARTS: Part[];
export const WEB_APP: Part;
export function isStale(part: Part): boolean;
export function buildIfStale(part: Part, options?: { force?: boolean; quiet?: boolean }): boolean;
