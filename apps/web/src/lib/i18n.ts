// The two catalogues (en, fr) and the language in use: the person's preference once signed in, the
// browser's before. Only the catalogue in use is loaded (each is its own chunk). The <html lang> follows
// the language, for screen readers and Intl alike.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

const CATALOGUES: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('../locales/en.json'),
  fr: () => import('../locales/fr.json'),
};

export function browserLanguage(): Language {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'fr' || base === 'en') return base;
  }
  return 'en';
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  // Both catalogues hold every key (catalogue.test.ts): no fallback is needed.
  fallbackLng: false,
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** Loads the language's catalogue if needed, then shows the application in it. */
export async function setLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', (await CATALOGUES[language]()).default);
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The language in use, for Intl. */
export function currentLanguage(): Language {
  return (i18n.language as Language) ?? 'en';
}
