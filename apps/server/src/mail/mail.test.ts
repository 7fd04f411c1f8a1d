// The mail templates: every message in every language, as text and HTML, with its link.
import { describe, expect, it } from 'vitest';
import { renderMail } from './templates.js';

describe('templates', () => {
  it('writes every message in English and French, as text and HTML, with its link', () => {
    const link = 'http://localhost:3000/set-password/tok';
    const en = renderMail('invitation', 'en', { name: 'Ann <b>', link, expires_at: '2026-11-28T10:00:00.000Z' });
    expect(en.subject).toBe('You are invited to Timetrack');
    expect(en.text).toContain('Hello Ann <b>,');
    expect(en.text).toContain(link);
    expect(en.text).toContain('28 November 2026');
    expect(en.html).toContain(`<a href="${link}">`);
    expect(en.html).toContain('Ann &#60;b&#62;');
    const fr = renderMail('invitation', 'fr', { name: 'Anne', link, expires_at: '2026-11-28T10:00:00.000Z' });
    expect(fr.subject).toBe('Invitation à Timetrack');
    expect(fr.text).toContain('Bonjour Anne');
    expect(fr.text).toContain('28 novembre 2026');

    const confirm = renderMail('email_change_confirm', 'fr', { link: 'http://x/confirm-email/t', email: 'n@example.test', expires_at: '2026-11-22T10:00:00.000Z' });
    expect(confirm.text).toContain('http://x/confirm-email/t');
    expect(confirm.text).toContain('n@example.test');
    const notice = renderMail('email_change_notice', 'en', { email: 'n@example.test' });
    expect(notice.text).toContain('n@example.test');
    expect(notice.text).not.toContain('http');
    expect(renderMail('reset', 'en', { link: 'http://x/reset-password/t', expires_at: '2026-11-22T10:00:00.000Z' }).html).toContain('http://x/reset-password/t');
  });

  it('writes every message in German, with German dates', () => {
    const link = 'http://localhost:3000/set-password/tok';
    const de = renderMail('invitation', 'de', { name: 'Jürgen', link, expires_at: '2026-11-28T14:05:00.000Z' });
    expect(de.subject).toBe('Einladung zu Timetrack');
    expect(de.text).toBe(
      'Hallo Jürgen,\n\nfür Sie wurde ein Timetrack-Konto angelegt. Wählen Sie Ihr Passwort über diesen Link:\n\n' +
        `${link}\n\nDieser Link ist gültig bis 28. November 2026 um 14:05 UTC. Wenn Sie diese Nachricht nicht erwartet haben, ignorieren Sie sie.\n\n— Timetrack\n`,
    );
    expect(de.html).toContain('<p>Hallo Jürgen,</p>');
    const payloads = {
      reset: { link, expires_at: '2026-11-28T10:00:00.000Z' },
      email_change_confirm: { link, email: 'neu@example.test', expires_at: '2026-11-28T10:00:00.000Z' },
      email_change_notice: { email: 'neu@example.test' },
      sign_in_factor_added: { factor: 'passkey' as const, name: 'Laptop' },
    };
    expect(renderMail('reset', 'de', payloads.reset).subject).toBe('Setzen Sie Ihr Timetrack-Passwort zurück');
    expect(renderMail('email_change_confirm', 'de', payloads.email_change_confirm).text).toContain('dass neu@example.test die neue Adresse');
    expect(renderMail('email_change_notice', 'de', payloads.email_change_notice).subject).toBe('Ihre Timetrack-E-Mail-Adresse wird geändert');
    expect(renderMail('sign_in_factor_added', 'de', payloads.sign_in_factor_added).text).toContain('Passkey „Laptop“');
    expect(renderMail('sign_in_factor_added', 'de', { factor: 'authenticator', name: '' }).subject).toBe(
      'Die Zwei-Faktor-Authentifizierung ist für Ihr Timetrack-Konto aktiviert',
    );
    // No German text is left in English or French, and each language's text differs.
    for (const [template, payload] of Object.entries(payloads)) {
      const texts = (['en', 'fr', 'de'] as const).map((language) => renderMail(template as 'reset', language, payload as never).text);
      expect(new Set(texts).size, template).toBe(3);
    }
  });
});
