import type { MailTexts } from './types.ts';

export const deDE: MailTexts = {
  minutes: { one: '# Minute', other: '# Minuten' },
  greeting: 'Hallo,',
  pasteLink: 'Oder fügen Sie diesen Link in Ihren Browser ein:',
  signInButton: 'Bei Tolk anmelden',
  magicLink: {
    subject: 'Ihr Anmeldelink für Tolk',
    intro: 'Mit diesem Link melden Sie sich bei Tolk an:',
    footer: (minutes) =>
      `Der Link funktioniert nur einmal und läuft in ${minutes} ab. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.`,
  },
  confirmEmail: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Tolk',
    intro: 'Bestätigen Sie Ihre E-Mail-Adresse, um die Erstellung Ihres Tolk-Kontos abzuschließen:',
    button: 'Bestätigen und anmelden',
    footer: (minutes) =>
      `Der Link läuft in ${minutes} ab. Wenn Sie sich nicht bei Tolk registriert haben, ignorieren Sie diese E-Mail.`,
  },
  existingAccount: {
    subject: 'Sie haben bereits ein Tolk-Konto',
    lines: [
      'Jemand, wahrscheinlich Sie, hat versucht, mit dieser E-Mail-Adresse ein Tolk-Konto zu erstellen, aber Sie haben bereits eines.',
      'Melden Sie sich mit Ihrem Passwort an oder fordern Sie einen Anmeldelink per E-Mail an, falls Sie es nicht mehr wissen:',
    ],
    footer: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: An Ihrem Konto hat sich nichts geändert.',
  },
  signInLocked: {
    subject: 'Jemand hat versucht, sich bei Ihrem Tolk-Konto anzumelden',
    lines: (failures, minutes) => [
      `Jemand hat ${failures}-mal versucht, sich mit einem falschen Passwort bei Ihrem Tolk-Konto anzumelden. Zum Schutz Ihres Kontos ist die Anmeldung mit Passwort für ${minutes} pausiert.`,
      'Wenn Sie das waren, versuchen Sie es später erneut oder melden Sie sich mit einem per E-Mail gesendeten Link an:',
    ],
    footer:
      'Wenn Sie das nicht waren, ist Ihr Konto sicher, solange niemand Ihr Passwort kennt; Sie können diese E-Mail ignorieren.',
  },
};
