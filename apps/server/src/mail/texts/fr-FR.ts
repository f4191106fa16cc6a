import type { MailTexts } from './types.ts';

export const frFR: MailTexts = {
  minutes: { one: '# minute', other: '# minutes' },
  greeting: 'Bonjour,',
  pasteLink: 'Ou collez ce lien dans votre navigateur :',
  signInButton: 'Se connecter à Tolk',
  magicLink: {
    subject: 'Votre lien de connexion à Tolk',
    intro: 'Utilisez ce lien pour vous connecter à Tolk :',
    footer: (minutes) =>
      `Le lien ne fonctionne qu’une fois et expire au bout de ${minutes}. Si vous ne l’avez pas demandé, ignorez cet e-mail.`,
  },
  confirmEmail: {
    subject: 'Confirmez votre adresse e-mail pour Tolk',
    intro: 'Confirmez votre adresse e-mail pour finir de créer votre compte Tolk :',
    button: 'Confirmer et se connecter',
    footer: (minutes) =>
      `Le lien expire au bout de ${minutes}. Si vous ne vous êtes pas inscrit à Tolk, ignorez cet e-mail.`,
  },
  existingAccount: {
    subject: 'Vous avez déjà un compte Tolk',
    lines: [
      'Quelqu’un, probablement vous, a essayé de créer un compte Tolk avec cette adresse e-mail, mais vous en avez déjà un.',
      'Connectez-vous avec votre mot de passe, ou demandez un lien de connexion par e-mail si vous ne vous en souvenez pas :',
    ],
    footer: 'Si ce n’était pas vous, ignorez cet e-mail : rien n’a changé dans votre compte.',
  },
  signInLocked: {
    subject: 'Quelqu’un a essayé de se connecter à votre compte Tolk',
    lines: (failures, minutes) => [
      `Quelqu’un a essayé ${failures} fois de se connecter à votre compte Tolk avec un mot de passe erroné. Pour protéger votre compte, la connexion par mot de passe est suspendue pendant ${minutes}.`,
      'Si c’était vous, réessayez plus tard, ou connectez-vous avec un lien envoyé par e-mail :',
    ],
    footer:
      'Si ce n’était pas vous, votre compte est en sécurité tant que personne ne connaît votre mot de passe ; vous pouvez ignorer cet e-mail.',
  },
};
