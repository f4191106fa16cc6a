import type { MailTexts } from './types.ts';

export const enUS: MailTexts = {
  minutes: { one: '# minute', other: '# minutes' },
  greeting: 'Hello,',
  pasteLink: 'Or paste this link into your browser:',
  signInButton: 'Sign in to Tolk',
  magicLink: {
    subject: 'Your Tolk sign-in link',
    intro: 'Use this link to sign in to Tolk:',
    footer: (minutes) =>
      `The link works once and expires in ${minutes}. If you did not ask for it, ignore this e-mail.`,
  },
  confirmEmail: {
    subject: 'Confirm your e-mail for Tolk',
    intro: 'Confirm your e-mail address to finish creating your Tolk account:',
    button: 'Confirm and sign in',
    footer: (minutes) =>
      `The link expires in ${minutes}. If you did not sign up for Tolk, ignore this e-mail.`,
  },
  existingAccount: {
    subject: 'You already have a Tolk account',
    lines: [
      'Someone, probably you, tried to create a Tolk account with this e-mail address, but you already have one.',
      'Sign in with your password, or ask for a sign-in link by e-mail if you do not remember it:',
    ],
    footer: 'If it was not you, ignore this e-mail: nothing has changed in your account.',
  },
  signInLocked: {
    subject: 'Someone tried to sign in to your Tolk account',
    lines: (failures, minutes) => [
      `Someone tried to sign in to your Tolk account with a wrong password ${failures} times. To protect your account, signing in with a password is paused for ${minutes}.`,
      'If it was you, try again later, or sign in with a link sent by e-mail:',
    ],
    footer:
      'If it was not you, your account is safe as long as nobody knows your password; you can ignore this e-mail.',
  },
};
