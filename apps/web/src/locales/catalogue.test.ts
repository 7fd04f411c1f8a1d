// The catalogues are complete and lean: every key the code names exists in every language, all catalogues
// have the same keys (and the plural forms each language needs, as Intl.PluralRules counts them), no key
// is left unused, and every language the app offers has its catalogue.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../lib/i18n';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';

const CATALOGUES: Record<Language, object> = { en, fr, de };

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
const text = (tree: object, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
/** The `{{names}}` a text interpolates, sorted. */
const variables = (value: string) => [...new Set(value.match(/{{\s*\w+\s*}}/g) ?? [])].sort().join(' ');

describe('the catalogues', () => {
  it('are one per language the app offers, and no other', () => {
    const files = readdirSync(import.meta.dirname).filter((name) => /^[a-z]{2}\.json$/.test(name)).map((name) => name.slice(0, 2));
    expect(files.sort()).toEqual([...LANGUAGES].sort());
  });

  it('have every key the code names, in every language', () => {
    const missing = LANGUAGES.flatMap((language) => {
      const keys = new Set(flatten(CATALOGUES[language]).map(base));
      return [...named].filter(([key]) => !keys.has(key)).map(([key, file]) => `${language}:${key} (${file})`);
    });
    expect(missing).toEqual([]);
  });

  it('have no key the code does not name', () => {
    const unused = [...new Set(enKeys.map(base))].filter((key) => !named.has(key));
    expect(unused).toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('have the same keys in English and %s', (language) => {
    const keys = [...new Set(flatten(CATALOGUES[language]).map(base))].sort();
    const english = [...new Set(enKeys.map(base))].sort();
    expect({ missing: english.filter((key) => !keys.includes(key)), extra: keys.filter((key) => !english.includes(key)) }).toEqual({ missing: [], extra: [] });
  });

  it.each(LANGUAGES)('have the plural forms %s needs for every counted text', (language) => {
    const keys = flatten(CATALOGUES[language]);
    const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const stem of new Set(enKeys.filter((key) => key.endsWith('_one')).map(base))) {
      for (const form of forms.filter((form) => form !== 'zero' && form !== 'two')) expect(keys, `${language}:${stem}`).toContain(`${stem}_${form}`);
    }
  });

  it('have no empty text', () => {
    const empty = Object.entries(CATALOGUES).flatMap(([language, tree]) =>
      flatten(tree).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
        return typeof value !== 'string' || value.trim() === '';
      }).map((key) => `${language}:${key}`),
    );
    expect(empty).toEqual([]);
  });

  it('keep the interpolated values of the English text in every language', () => {
    const english = new Map(flatten(en).map((key) => [base(key), text(en, key)]));
    // A plural form may leave its count unsaid ("Son membre…" for one).
    const interpolated = (key: string, value: string) => variables(PLURAL.test(key) ? value.replace(/{{\s*count\s*}}/g, '') : value);
    const differing = LANGUAGES.flatMap((language) =>
      flatten(CATALOGUES[language])
        .filter((key) => interpolated(key, text(CATALOGUES[language], key)) !== interpolated(key, english.get(base(key)) ?? ''))
        .map((key) => `${language}:${key}`),
    );
    expect(differing).toEqual([]);
  });
});
