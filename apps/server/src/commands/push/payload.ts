// What a push says (docs/api.md#web-push): `{kind, title, body, url}`, in the recipient's language, written when
// it is sent from the delivery's kind and data; `url` is the screen a click on the notification opens.
import { LANGUAGES, type Language } from '../../db/schema.js';
import type { PushKind } from '../../notifications/push.js';
import { INTL_LOCALES } from '../../time/locale.js';

export type PushLanguage = Language;

export interface PushPayload {
  kind: string;
  title: string;
  body: string;
  url: string;
}

type Data = Record<string, unknown>;

function time(iso: unknown, language: PushLanguage, zone: string): string {
  if (typeof iso !== 'string') return '';
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: zone,
  }).format(new Date(iso));
}

function day(date: unknown, language: PushLanguage): string {
  if (typeof date !== 'string') return '';
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

const TEXTS: Record<PushKind, Record<PushLanguage, (data: Data, zone: string, own: boolean) => { title: string; body: string }>> = {
  reminder_open_period: {
    en: (d, zone) => ({ title: 'Still clocked in?', body: `You clocked in ${time(d.start, 'en', zone)} and have not clocked out.` }),
    fr: (d, zone) => ({ title: 'Toujours au travail ?', body: `Vous avez pointé votre arrivée ${time(d.start, 'fr', zone)} et pas votre départ.` }),
    de: (d, zone) => ({ title: 'Noch eingestempelt?', body: `Eingestempelt seit ${time(d.start, 'de', zone)} und noch nicht ausgestempelt.` }),
  },
  reminder_missing_day: {
    en: (d) => ({ title: 'Hours missing', body: `Nothing is recorded on ${day(d.date, 'en')}. Enter your hours.` }),
    fr: (d) => ({ title: 'Heures manquantes', body: `Rien n’est enregistré le ${day(d.date, 'fr')}. Saisissez vos heures.` }),
    de: (d) => ({ title: 'Stunden fehlen', body: `Für ${day(d.date, 'de')} ist nichts erfasst. Erfassen Sie Ihre Arbeitszeit.` }),
  },
  working_time_auto_closed: {
    en: (d, zone, own) => ({
      title: 'Period closed automatically',
      body: own
        ? `Your period started ${time(d.start, 'en', zone)} was left open and closed at ${time(d.end, 'en', zone)}.`
        : `A period of one of your people, started ${time(d.start, 'en', zone)}, was closed automatically.`,
    }),
    fr: (d, zone, own) => ({
      title: 'Période fermée automatiquement',
      body: own
        ? `Votre période commencée ${time(d.start, 'fr', zone)} était restée ouverte et a été fermée à ${time(d.end, 'fr', zone)}.`
        : `Une période d’une personne de votre équipe, commencée ${time(d.start, 'fr', zone)}, a été fermée automatiquement.`,
    }),
    de: (d, zone, own) => ({
      title: 'Arbeitszeit automatisch beendet',
      body: own
        ? `Ihre Arbeitszeit (Beginn: ${time(d.start, 'de', zone)}) war noch offen und wurde beendet (Ende: ${time(d.end, 'de', zone)}).`
        : `Eine Arbeitszeit einer Person Ihres Teams (Beginn: ${time(d.start, 'de', zone)}) wurde automatisch beendet.`,
    }),
  },
  correction_approved: {
    en: () => ({ title: 'Request approved', body: 'Your correction request was approved.' }),
    fr: () => ({ title: 'Demande acceptée', body: 'Votre demande de correction a été acceptée.' }),
    de: () => ({ title: 'Antrag genehmigt', body: 'Ihr Korrekturantrag wurde genehmigt.' }),
  },
  correction_rejected: {
    en: () => ({ title: 'Request rejected', body: 'Your correction request was rejected.' }),
    fr: () => ({ title: 'Demande refusée', body: 'Votre demande de correction a été refusée.' }),
    de: () => ({ title: 'Antrag abgelehnt', body: 'Ihr Korrekturantrag wurde abgelehnt.' }),
  },
  correction_requested: {
    en: () => ({ title: 'New request to review', body: 'A correction request is waiting for your review.' }),
    fr: () => ({ title: 'Nouvelle demande à examiner', body: 'Une demande de correction attend votre examen.' }),
    de: () => ({ title: 'Neuer Antrag zu prüfen', body: 'Ein Korrekturantrag wartet auf Ihre Prüfung.' }),
  },
};

/** The screen of the web app a click opens. */
function urlOf(kind: PushKind, data: Data, own: boolean): string {
  switch (kind) {
    case 'reminder_open_period':
      return '/';
    case 'reminder_missing_day':
      return '/hours';
    case 'working_time_auto_closed':
      return own ? '/hours' : `/people/${Number(data.user_id)}`;
    case 'correction_requested':
      return '/reviews';
    case 'correction_approved':
    case 'correction_rejected':
      return '/hours';
  }
}

/** The payload for `recipientId`; `zone` is APP_TIMEZONE, in which times are shown. */
export function pushPayload(kind: string, data: Data, language: string, recipientId: number, zone: string): PushPayload {
  const known = kind in TEXTS ? (kind as PushKind) : undefined;
  const lang: PushLanguage = (LANGUAGES as readonly string[]).includes(language) ? (language as PushLanguage) : 'en';
  if (!known) return { kind, title: 'Timetrack', body: '', url: '/' };
  const own = data.user_id === undefined || Number(data.user_id) === recipientId;
  const { title, body } = TEXTS[known][lang](data, zone, own);
  return { kind, title, body, url: urlOf(known, data, own) };
}
