// The catalogue of a language (src/locales/<language>.json, the one source of its words) is served in two
// parts: `start`, the words of the first screens (sign-in, the shell, Today), loaded before them, and
// `screens`, every other word, loaded with the first other screen. The build cuts each file in two
// (vite.config.ts); catalogue-parts.test.ts proves that the first screens name only `start` words.

export type CataloguePart = 'start' | 'screens';
export const CATALOGUE_PARTS: readonly CataloguePart[] = ['start', 'screens'];

/**
 * The sections and single keys (with their plural forms) of the `start` part, as paths: a key written out
 * here would count as used by the code in catalogue.test.ts, and must not.
 */
const START_PATHS: readonly (readonly string[])[] = [
  ['common'],
  ['nav'],
  ['auth'],
  ['today'],
  ['errors'],
  ['update'],
  ['notFound'],
  ['balance', 'nav'],
  ['balance', 'calendar', 'nav'],
  ['balance', 'summary'],
  ['inbox', 'bell'],
  ['reviews', 'pendingCount'],
  ['terminals', 'nav'],
  ['webhooks', 'nav'],
  ['timeOff', 'nav'],
  ['timeOff', 'calendar', 'nav'],
  ['timeOff', 'types', 'nav'],
];
const START_KEYS = START_PATHS.map((path) => path.join('.'));

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Whether a key (a plural form too) belongs to the `start` part. */
export function isStartKey(key: string): boolean {
  const base = key.replace(PLURAL, '');
  return START_KEYS.some((start) => key === start || base === start || key.startsWith(`${start}.`));
}

type Tree = { [key: string]: string | Tree };

/** The part of a catalogue's tree: the same nesting, only that part's keys. */
export function cataloguePart(tree: Tree, part: CataloguePart, prefix = ''): Tree {
  const kept: Tree = {};
  for (const [name, value] of Object.entries(tree)) {
    const key = `${prefix}${name}`;
    if (typeof value === 'string') {
      if (isStartKey(key) === (part === 'start')) kept[name] = value;
    } else {
      const inner = cataloguePart(value, part, `${key}.`);
      if (Object.keys(inner).length > 0) kept[name] = inner;
    }
  }
  return kept;
}
