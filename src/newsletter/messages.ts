/** The texts of the newsletter opt-in: consent wording (versioned) and the confirmation mail. */
export const CONSENT_TEXT_VERSION = 'newsletter-consent-2026-11';

export const CONSENT_TEXT =
  'Ja, ich möchte den napf-Newsletter mit Futter-Ratgebern und Angeboten per E-Mail erhalten. ' +
  'Die Einwilligung kann ich jederzeit über den Abmeldelink in jeder E-Mail widerrufen.';

export function confirmationMail(firstName: string | null, confirmUrl: string, unsubscribeUrl: string) {
  const hello = firstName ? `Hallo ${firstName},` : 'Hallo,';
  return {
    subject: 'Bitte bestätige deine Newsletter-Anmeldung bei napf / Please confirm your subscription',
    text: [
      hello,
      '',
      'bitte bestätige deine Anmeldung zum napf-Newsletter mit einem Klick auf diesen Link (48 Stunden gültig):',
      confirmUrl,
      '',
      'Wenn du dich nicht angemeldet hast, ignoriere diese E-Mail einfach: ohne Bestätigung schicken wir nichts.',
      '',
      'Please confirm your subscription to the napf newsletter with the link above (valid for 48 hours).',
      'If you did not sign up, simply ignore this e-mail.',
      '',
      `Abmelden / Unsubscribe: ${unsubscribeUrl}`,
    ].join('\n'),
  };
}
