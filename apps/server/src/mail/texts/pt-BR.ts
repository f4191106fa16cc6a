import type { MailTexts } from './types.ts';

export const ptBR: MailTexts = {
  minutes: { one: '# minuto', other: '# minutos' },
  greeting: 'Olá,',
  pasteLink: 'Ou cole este link no seu navegador:',
  signInButton: 'Entrar no Tolk',
  magicLink: {
    subject: 'Seu link para entrar no Tolk',
    intro: 'Use este link para entrar no Tolk:',
    footer: (minutes) =>
      `O link funciona uma vez e expira em ${minutes}. Se você não o pediu, ignore este e-mail.`,
  },
  confirmEmail: {
    subject: 'Confirme seu e-mail para o Tolk',
    intro: 'Confirme seu endereço de e-mail para terminar de criar sua conta do Tolk:',
    button: 'Confirmar e entrar',
    footer: (minutes) => `O link expira em ${minutes}. Se você não se cadastrou no Tolk, ignore este e-mail.`,
  },
  existingAccount: {
    subject: 'Você já tem uma conta do Tolk',
    lines: [
      'Alguém, provavelmente você, tentou criar uma conta do Tolk com este endereço de e-mail, mas você já tem uma.',
      'Entre com sua senha ou, se não se lembrar dela, peça um link de acesso por e-mail:',
    ],
    footer: 'Se não foi você, ignore este e-mail: nada mudou na sua conta.',
  },
  signInLocked: {
    subject: 'Alguém tentou entrar na sua conta do Tolk',
    lines: (failures, minutes) => [
      `Alguém tentou entrar na sua conta do Tolk com uma senha errada ${failures} vezes. Para proteger sua conta, o acesso com senha está pausado por ${minutes}.`,
      'Se foi você, tente de novo mais tarde ou entre com um link enviado por e-mail:',
    ],
    footer:
      'Se não foi você, sua conta está segura enquanto ninguém souber sua senha; você pode ignorar este e-mail.',
  },
};
