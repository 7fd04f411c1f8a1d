// The catalogue's two parts: together they are the whole catalogue, and every word the first screens
// name (the code main.tsx imports statically: the router, the sign-in page, the shell, Today) is in the
// `start` part, which is all those screens have until another screen is opened.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { cataloguePart, isStartKey } from './catalogue-parts';

const SRC = join(import.meta.dirname, '..');

function flatten(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? flatten(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The app's files loaded with main.tsx: its static imports followed (not `import type`, not `import()`). */
function startFiles(): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm)) {
      const imported = resolveImport(file, match[1] as string);
      if (imported) visit(imported);
    }
  };
  visit(join(SRC, 'main.tsx'));
  return files;
}

const namespaces = new Set(flatten(en).map((key) => key.split('.')[0]));

describe('the catalogue parts', () => {
  it('hold every word the first screens name in the start part', () => {
    const files = startFiles();
    // The walk reaches the screens it must cover.
    for (const screen of ['app/shell.tsx', 'features/clock/routes/today.tsx', 'features/auth/routes/sign-in.tsx']) {
      expect([...files].map((file) => relative(SRC, file))).toContain(screen);
    }
    const outside: string[] = [];
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z]+(?:\.[a-zA-Z0-9_]+)+)['"`]/g)) {
        const key = match[1] as string;
        if (namespaces.has(key.split('.')[0]) && !isStartKey(key)) outside.push(`${key} (${relative(SRC, file)})`);
      }
    }
    expect(outside).toEqual([]);
  });

  it('come before every other screen: each lazy route of router.tsx waits for the other part (screen())', () => {
    const router = readFileSync(join(SRC, 'app', 'router.tsx'), 'utf8');
    const lazy = [...router.matchAll(/lazyRouteComponent\((.{0,40})/g)].map((match) => match[1] as string);
    expect(lazy.length).toBeGreaterThan(10);
    expect(lazy.filter((argument) => !argument.startsWith('screen('))).toEqual([]);
  });

  it('are the whole catalogue, each word in one part', () => {
    for (const catalogue of [en, fr, de]) {
      const start = flatten(cataloguePart(catalogue, 'start'));
      const screens = flatten(cataloguePart(catalogue, 'screens'));
      expect([...start, ...screens].sort()).toEqual(flatten(catalogue).sort());
      expect(start.length).toBeGreaterThan(0);
      expect(screens.length).toBeGreaterThan(0);
    }
  });

  it('keep the nesting and the words', () => {
    const start = cataloguePart(en, 'start') as { balance: Record<string, unknown>; today: unknown };
    expect(start.today).toEqual(en.today);
    expect(start.balance.summary).toEqual(en.balance.summary);
    expect(Object.keys(start.balance).sort()).toEqual(['calendar', 'nav', 'summary']);
    // A key named with its plural forms: `bell_one`, `bell_other`.
    expect(Object.keys((start as unknown as { inbox: object }).inbox).sort()).toEqual(['bell_one', 'bell_other']);
  });
});
