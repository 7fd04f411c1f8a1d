// The e-mails the service sends, in English, French and German (the recipient's language), as plain text
// and HTML.
import { LANGUAGES, type Language } from '../db/schema.js';
import { INTL_LOCALES } from '../time/locale.js';

export type { Language };

export interface TemplatePayloads {
  invitation: { name: string; link: string; expires_at: string };
  reset: { link: string; expires_at: string };
  email_change_confirm: { link: string; email: string; expires_at: string };
  email_change_notice: { email: string };
  /** A second factor was added to the account: a passkey (with its name) or an authenticator app. */
  sign_in_factor_added: { factor: 'passkey' | 'authenticator'; name: string };
  /** A scheduled report (docs/api.md#scheduled-reports): the month's file is attached. */
  scheduled_report: { report: 'attendance' | 'payroll'; month: string; filename: string; draft: boolean; company: string | null };
  /** A general manager removed the account's second factors (codes and passkeys). */
  sign_in_factors_removed: Record<string, never>;
  /** A personal access token was created for the account. */
  access_token_created: { name: string; scopes: string[]; expires_at: string | null };
  /** An open period older than the company's limit (docs/api.md#reminders); `start` an instant. */
  reminder_open_period: { start: string; link: string };
  /** A day expected and left empty (`date`, YYYY-MM-DD). */
  reminder_missing_day: { date: string; link: string };
  /** A period closed by the service; `name` whose it is, `start` and `end` instants. */
  working_time_auto_closed: { name: string; start: string; end: string; link: string };
}
export type MailTemplate = keyof TemplatePayloads;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface Content {
  subject: string;
  /** Paragraphs; `link` goes after them. */
  paragraphs: string[];
  link?: string;
}

function when(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso)) + ' UTC';
}

const CONTENTS: { [T in MailTemplate]: Record<Language, (p: TemplatePayloads[T]) => Content> } = {
  invitation: {
    en: (p) => ({
      subject: 'You are invited to Timetrack',
      paragraphs: [`Hello ${p.name},`, 'An account was created for you on Timetrack. Choose your password with this link:'],
      link: p.link,
    }),
    fr: (p) => ({
      subject: 'Invitation à Timetrack',
      paragraphs: [`Bonjour ${p.name},`, 'Un compte Timetrack a été créé pour vous. Choisissez votre mot de passe avec ce lien :'],
      link: p.link,
    }),
    de: (p) => ({
      subject: 'Einladung zu Timetrack',
      paragraphs: [`Hallo ${p.name},`, 'für Sie wurde ein Timetrack-Konto angelegt. Wählen Sie Ihr Passwort über diesen Link:'],
      link: p.link,
    }),
  },
  reset: {
    en: () => ({
      subject: 'Reset your Timetrack password',
      paragraphs: ['Someone asked to reset the password of your Timetrack account. If it was you, use this link:'],
    }),
    fr: () => ({
      subject: 'Réinitialisez votre mot de passe Timetrack',
      paragraphs: ['Une réinitialisation du mot de passe de votre compte Timetrack a été demandée. Si c’est vous, utilisez ce lien :'],
    }),
    de: () => ({
      subject: 'Setzen Sie Ihr Timetrack-Passwort zurück',
      paragraphs: ['Jemand hat angefordert, das Passwort Ihres Timetrack-Kontos zurückzusetzen. Wenn Sie das waren, verwenden Sie diesen Link:'],
    }),
  },
  email_change_confirm: {
    en: (p) => ({
      subject: 'Confirm your new e-mail address',
      paragraphs: [`Confirm that ${p.email} is the new address of your Timetrack account with this link:`],
    }),
    fr: (p) => ({
      subject: 'Confirmez votre nouvelle adresse e-mail',
      paragraphs: [`Confirmez que ${p.email} est la nouvelle adresse de votre compte Timetrack avec ce lien :`],
    }),
    de: (p) => ({
      subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
      paragraphs: [`Bestätigen Sie über diesen Link, dass ${p.email} die neue Adresse Ihres Timetrack-Kontos ist:`],
    }),
  },
  email_change_notice: {
    en: (p) => ({
      subject: 'Your Timetrack e-mail address is being changed',
      paragraphs: [
        `A change of the address of your Timetrack account to ${p.email} was requested. It takes effect once confirmed from the new address.`,
        'If you did not ask for it, change your password and tell your administrator.',
      ],
    }),
    fr: (p) => ({
      subject: 'Changement de votre adresse e-mail Timetrack',
      paragraphs: [
        `Le changement de l’adresse de votre compte Timetrack pour ${p.email} a été demandé. Il prend effet une fois confirmé depuis la nouvelle adresse.`,
        'Si vous ne l’avez pas demandé, changez votre mot de passe et prévenez votre administrateur.',
      ],
    }),
    de: (p) => ({
      subject: 'Ihre Timetrack-E-Mail-Adresse wird geändert',
      paragraphs: [
        `Es wurde angefordert, die Adresse Ihres Timetrack-Kontos in ${p.email} zu ändern. Die Änderung wird wirksam, sobald sie über die neue Adresse bestätigt ist.`,
        'Wenn Sie das nicht angefordert haben, ändern Sie Ihr Passwort und informieren Sie Ihren Administrator.',
      ],
    }),
  },
  sign_in_factor_added: {
    en: (p) => ({
      subject: p.factor === 'passkey' ? 'A passkey was added to your Timetrack account' : 'Two-factor authentication is on for your Timetrack account',
      paragraphs: [
        p.factor === 'passkey'
          ? `The passkey "${p.name}" can now sign in to your Timetrack account.`
          : 'Signing in to your Timetrack account with your password now also asks for a code of your authenticator app.',
        'If you did not do this, change your password, remove what you do not know in your profile, and tell your administrator.',
      ],
    }),
    fr: (p) => ({
      subject: p.factor === 'passkey' ? 'Une clé d’accès a été ajoutée à votre compte Timetrack' : 'L’authentification à deux facteurs est activée sur votre compte Timetrack',
      paragraphs: [
        p.factor === 'passkey'
          ? `La clé d’accès « ${p.name} » peut désormais vous connecter à votre compte Timetrack.`
          : 'La connexion à votre compte Timetrack par mot de passe demande désormais aussi un code de votre application d’authentification.',
        'Si ce n’est pas vous, changez votre mot de passe, supprimez ce que vous ne reconnaissez pas dans votre profil et prévenez votre administrateur.',
      ],
    }),
    de: (p) => ({
      subject: p.factor === 'passkey' ? 'Ihrem Timetrack-Konto wurde ein Passkey hinzugefügt' : 'Die Zwei-Faktor-Authentifizierung ist für Ihr Timetrack-Konto aktiviert',
      paragraphs: [
        p.factor === 'passkey'
          ? `Mit dem Passkey „${p.name}“ kann man sich jetzt bei Ihrem Timetrack-Konto anmelden.`
          : 'Die Anmeldung bei Ihrem Timetrack-Konto mit Ihrem Passwort verlangt jetzt zusätzlich einen Code Ihrer Authenticator-App.',
        'Wenn Sie das nicht waren, ändern Sie Ihr Passwort, entfernen Sie in Ihrem Profil, was Sie nicht kennen, und informieren Sie Ihren Administrator.',
      ],
    }),
  },
  scheduled_report: {
    en: (p) => ({
      subject: `${p.report === 'payroll' ? 'Payroll export' : 'Attendance report'} ${p.month}${p.company ? ` – ${p.company}` : ''}${p.draft ? ' (draft)' : ''}`,
      paragraphs: [
        `Attached: the ${p.report === 'payroll' ? 'payroll export' : 'attendance report'} of ${p.month} (${p.filename}), sent by Timetrack as scheduled.`,
        ...(p.draft ? ['The month is not ready for payroll yet: this file is a draft.'] : []),
      ],
    }),
    fr: (p) => ({
      subject: `${p.report === 'payroll' ? 'Export de paie' : 'Rapport de présence'} ${p.month}${p.company ? ` – ${p.company}` : ''}${p.draft ? ' (brouillon)' : ''}`,
      paragraphs: [
        `Ci-joint : ${p.report === 'payroll' ? 'l’export de paie' : 'le rapport de présence'} de ${p.month} (${p.filename}), envoyé par Timetrack comme prévu.`,
        ...(p.draft ? ['Le mois n’est pas encore prêt pour la paie : ce fichier est un brouillon.'] : []),
      ],
    }),
    de: (p) => ({
      subject: `${p.report === 'payroll' ? 'Lohnexport' : 'Anwesenheitsbericht'} ${p.month}${p.company ? ` – ${p.company}` : ''}${p.draft ? ' (Entwurf)' : ''}`,
      paragraphs: [
        `Im Anhang: ${p.report === 'payroll' ? 'der Lohnexport' : 'der Anwesenheitsbericht'} für ${p.month} (${p.filename}), planmäßig von Timetrack versandt.`,
        ...(p.draft ? ['Der Monat ist noch nicht bereit für die Lohnabrechnung: Diese Datei ist ein Entwurf.'] : []),
      ],
    }),
  },
  sign_in_factors_removed: {
    en: () => ({
      subject: 'The second factors of your Timetrack account were removed',
      paragraphs: [
        'A general manager removed the authenticator app codes and the passkeys of your Timetrack account. Signing in now takes your password alone; every session was ended.',
        'Set up a second factor again in your profile. If you did not ask for this, change your password and tell your administrator.',
      ],
    }),
    fr: () => ({
      subject: 'Les seconds facteurs de votre compte Timetrack ont été supprimés',
      paragraphs: [
        'Un responsable général a supprimé les codes d’application d’authentification et les clés d’accès de votre compte Timetrack. La connexion ne demande plus que votre mot de passe ; toutes les sessions ont été fermées.',
        'Configurez à nouveau un second facteur dans votre profil. Si vous n’avez rien demandé, changez votre mot de passe et prévenez votre administrateur.',
      ],
    }),
    de: () => ({
      subject: 'Die zweiten Faktoren Ihres Timetrack-Kontos wurden entfernt',
      paragraphs: [
        'Eine Person der Administration hat die Codes der Authenticator-App und die Passkeys Ihres Timetrack-Kontos entfernt. Die Anmeldung verlangt jetzt nur noch Ihr Passwort; alle Sitzungen wurden beendet.',
        'Richten Sie in Ihrem Profil wieder einen zweiten Faktor ein. Wenn Sie das nicht angefordert haben, ändern Sie Ihr Passwort und informieren Sie Ihren Administrator.',
      ],
    }),
  },
  access_token_created: {
    en: (p) => ({
      subject: 'A personal access token was created for your Timetrack account',
      paragraphs: [
        `The personal access token "${p.name}" (${p.scopes.join(', ')}) can now act for your Timetrack account` +
          (p.expires_at ? ` until ${when(p.expires_at, 'en')}.` : ', without an end date.'),
        'If you did not do this, revoke it in your profile, change your password (which revokes every token) and tell your administrator.',
      ],
    }),
    fr: (p) => ({
      subject: 'Un jeton d’accès personnel a été créé pour votre compte Timetrack',
      paragraphs: [
        `Le jeton d’accès personnel « ${p.name} » (${p.scopes.join(', ')}) peut désormais agir pour votre compte Timetrack` +
          (p.expires_at ? ` jusqu’au ${when(p.expires_at, 'fr')}.` : ', sans date de fin.'),
        'Si ce n’est pas vous, révoquez-le dans votre profil, changez votre mot de passe (ce qui révoque tous les jetons) et prévenez votre administrateur.',
      ],
    }),
    de: (p) => ({
      subject: 'Für Ihr Timetrack-Konto wurde ein persönliches Zugriffstoken erstellt',
      paragraphs: [
        `Das persönliche Zugriffstoken „${p.name}“ (${p.scopes.join(', ')}) kann jetzt ` +
          (p.expires_at ? `bis zum ${when(p.expires_at, 'de')}` : 'ohne Ablaufdatum') +
          ' für Ihr Timetrack-Konto handeln.',
        'Wenn Sie das nicht waren, widerrufen Sie es in Ihrem Profil, ändern Sie Ihr Passwort (das widerruft alle Tokens) und informieren Sie Ihren Administrator.',
      ],
    }),
  },
  reminder_open_period: {
    en: (p) => ({
      subject: 'Are you still working?',
      paragraphs: [`You clocked in at ${when(p.start, 'en')} and have not clocked out since. If you forgot, clock out or correct the period:`],
    }),
    fr: (p) => ({
      subject: 'Travaillez-vous toujours ?',
      paragraphs: [`Vous avez pointé votre arrivée le ${when(p.start, 'fr')} et pas votre départ depuis. Si vous l’avez oublié, pointez votre départ ou corrigez la période :`],
    }),
    de: (p) => ({
      subject: 'Arbeiten Sie noch?',
      paragraphs: [`Sie haben sich am ${when(p.start, 'de')} eingestempelt und seitdem nicht ausgestempelt. Falls Sie es vergessen haben, stempeln Sie aus oder korrigieren Sie die Arbeitszeit:`],
    }),
  },
  reminder_missing_day: {
    en: (p) => ({
      subject: `Nothing recorded on ${day(p.date, 'en')}`,
      paragraphs: [`No hours and no absence are recorded on ${day(p.date, 'en')}, a working day for you. Enter your hours:`],
    }),
    fr: (p) => ({
      subject: `Rien d’enregistré le ${day(p.date, 'fr')}`,
      paragraphs: [`Aucune heure ni absence n’est enregistrée le ${day(p.date, 'fr')}, un jour travaillé pour vous. Saisissez vos heures :`],
    }),
    de: (p) => ({
      subject: `Nichts erfasst am ${day(p.date, 'de')}`,
      paragraphs: [`Für ${day(p.date, 'de')}, einen Arbeitstag für Sie, sind weder Arbeitszeit noch Abwesenheit erfasst. Erfassen Sie Ihre Arbeitszeit:`],
    }),
  },
  working_time_auto_closed: {
    en: (p) => ({
      subject: `A period of ${p.name} was closed automatically`,
      paragraphs: [
        `The period of ${p.name} started ${when(p.start, 'en')} was left open; Timetrack closed it at ${when(p.end, 'en')}. Check it and correct it if needed:`,
      ],
    }),
    fr: (p) => ({
      subject: `Une période de ${p.name} a été fermée automatiquement`,
      paragraphs: [
        `La période de ${p.name} commencée le ${when(p.start, 'fr')} était restée ouverte ; Timetrack l’a fermée le ${when(p.end, 'fr')}. Vérifiez-la et corrigez-la si besoin :`,
      ],
    }),
    de: (p) => ({
      subject: `Eine Arbeitszeit von ${p.name} wurde automatisch beendet`,
      paragraphs: [
        `Die am ${when(p.start, 'de')} begonnene Arbeitszeit von ${p.name} war noch offen; Timetrack hat sie am ${when(p.end, 'de')} beendet. Prüfen Sie sie und korrigieren Sie sie bei Bedarf:`,
      ],
    }),
  },
};

function day(date: string, language: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

const VALIDITY: Record<Language, (until: string) => string> = {
  en: (until) => `This link is valid until ${until}. If you did not expect this message, ignore it.`,
  fr: (until) => `Ce lien est valable jusqu’au ${until}. Si vous n’attendiez pas ce message, ignorez-le.`,
  de: (until) => `Dieser Link ist gültig bis ${until}. Wenn Sie diese Nachricht nicht erwartet haben, ignorieren Sie sie.`,
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderMail<T extends MailTemplate>(template: T, language: Language, payload: TemplatePayloads[T]): RenderedMail {
  // A language the service no longer knows (an old outbox row) falls back to English.
  const lang: Language = LANGUAGES.includes(language) ? language : 'en';
  const content = CONTENTS[template][lang](payload);
  const link = content.link ?? ('link' in payload ? (payload as { link: string }).link : undefined);
  const paragraphs = [...content.paragraphs];
  const after = 'expires_at' in payload ? [VALIDITY[lang](when((payload as { expires_at: string }).expires_at, lang))] : [];
  const text = [...paragraphs, ...(link ? [link] : []), ...after, '— Timetrack'].join('\n\n') + '\n';
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`] : []),
    ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
    '<p>— Timetrack</p></body></html>',
  ].join('\n');
  return { subject: content.subject, text, html };
}
