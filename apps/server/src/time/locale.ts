// The Intl locale of each language: dates, times and numbers as its readers write them
// (`28 November 2026`, `28 novembre 2026`, `28. November 2026`; `27.11.2026`, `14:05`, `1.234,5` in German).
import type { Language } from '../db/schema.js';

export const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR', de: 'de-DE' };
