// The catalogues are complete and lean: every key the code names exists in English and in French, both
// catalogues have the same keys (and the plural forms each language needs), and no key is left unused.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';

const SRC = join(import.meta.dirname, '..');
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? flatten(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const enKeys = flatten(en);
const frKeys = flatten(fr);
const namespaces = new Set(enKeys.map((key) => key.split('.')[0]));
/** Every string literal of the code that names a key of one of the catalogue's namespaces, with its file. */
const named = new Map<string, string>();
for (const file of sources(SRC)) {
  for (const match of readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z]+(?:\.[a-zA-Z0-9_]+)+)['"`]/g)) {
    const key = match[1] as string;
    if (namespaces.has(key.split('.')[0])) named.set(key, relative(SRC, file));
  }
}
const base = (key: string) => key.replace(PLURAL, '');

describe('the catalogues', () => {
  it('have every key the code names, in both languages', () => {
    const enBase = new Set(enKeys.map(base));
    const frBase = new Set(frKeys.map(base));
    const missing = [...named].filter(([key]) => !enBase.has(key) || !frBase.has(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('have no key the code does not name', () => {
    const unused = [...new Set(enKeys.map(base))].filter((key) => !named.has(key));
    expect(unused).toEqual([]);
  });

  it('have the same keys in English and French, with the plural forms of each language', () => {
    expect([...new Set(frKeys.map(base))].sort()).toEqual([...new Set(enKeys.map(base))].sort());
    for (const key of enKeys.filter((key) => key.endsWith('_one'))) {
      const stem = key.replace(PLURAL, '');
      expect(enKeys, stem).toContain(`${stem}_other`);
      for (const form of ['one', 'many', 'other']) expect(frKeys, stem).toContain(`${stem}_${form}`);
    }
  });

  it('have no empty text', () => {
    const empty = [...Object.entries({ en, fr })].flatMap(([language, tree]) =>
      flatten(tree).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
        return typeof value !== 'string' || value.trim() === '';
      }).map((key) => `${language}:${key}`),
    );
    expect(empty).toEqual([]);
  });
});
