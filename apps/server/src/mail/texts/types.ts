/** Plural forms of a phrase by `Intl.PluralRules` category; `#` stands for the number. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** Every word of Tolk's account mails in one UI language; numbers come in already written. */
export interface MailTexts {
  minutes: PluralForms;
  greeting: string;
  pasteLink: string;
  signInButton: string;
  magicLink: { subject: string; intro: string; footer(minutes: string): string };
  confirmEmail: { subject: string; intro: string; button: string; footer(minutes: string): string };
  existingAccount: { subject: string; lines: [string, string]; footer: string };
  signInLocked: {
    subject: string;
    lines(failures: string, minutes: string): [string, string];
    footer: string;
  };
}
