// The three catalogues (en, fr, de) and the language in use: the person's preference once signed in, the
// browser's before. Only the catalogue in use is loaded, in two parts (catalogue-parts.ts): the words of
// the first screens before them, the others with the first other screen (router.tsx). The <html lang>
// follows the language, for screen readers and Intl alike.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { CataloguePart } from './catalogue-parts';

export const LANGUAGES = ['en', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, for the language choosers (never translated). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', de: 'Deutsch' };

/** A language the service or a form gave, if it is one of ours. */
export function languageOf(value: unknown): Language | undefined {
  return LANGUAGES.find((language) => language === value);
}

type Words = Promise<{ default: Record<string, unknown> }>;
const CATALOGUES: Record<Language, Record<CataloguePart, () => Words>> = {
  en: { start: () => import('../locales/en.json?part=start'), screens: () => import('../locales/en.json?part=screens') },
  fr: { start: () => import('../locales/fr.json?part=start'), screens: () => import('../locales/fr.json?part=screens') },
  de: { start: () => import('../locales/de.json?part=start'), screens: () => import('../locales/de.json?part=screens') },
};
const loaded = new Set<string>();
/** Once a screen beyond the first ones has been opened, a change of language loads both parts. */
let screensWanted = false;

async function loadPart(language: Language, part: CataloguePart): Promise<void> {
  if (loaded.has(`${language}:${part}`)) return;
  // Deep: both parts fill the same sections (the balance summary's words are in `start`, the rest of `balance` not).
  i18n.addResourceBundle(language, 'translation', (await CATALOGUES[language][part]()).default, true, false);
  loaded.add(`${language}:${part}`);
}

export function browserLanguage(): Language {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const language = languageOf(tag.toLowerCase().split('-')[0]);
    if (language) return language;
  }
  return 'en';
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  // Every catalogue holds every key (catalogue.test.ts): no fallback is needed.
  fallbackLng: false,
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** Loads the language's catalogue if needed, then shows the application in it. */
export async function setLanguage(language: Language): Promise<void> {
  await Promise.all([loadPart(language, 'start'), screensWanted ? loadPart(language, 'screens') : undefined]);
  // A screen beyond the first ones opened meanwhile loaded its words in the previous language.
  if (screensWanted) await loadPart(language, 'screens');
  if (i18n.language !== language) await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The words of every screen beyond the first ones, in the language in use (router.tsx, before such a screen). */
export async function loadScreenWords(): Promise<void> {
  screensWanted = true;
  await loadPart(currentLanguage(), 'screens');
}

/** The language in use, for Intl. */
export function currentLanguage(): Language {
  return (i18n.language as Language) ?? 'en';
}
