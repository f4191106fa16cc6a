import type { MailTexts } from './types.ts';

export const esES: MailTexts = {
  minutes: { one: '# minuto', other: '# minutos' },
  greeting: 'Hola:',
  pasteLink: 'O pega este enlace en tu navegador:',
  signInButton: 'Iniciar sesión en Tolk',
  magicLink: {
    subject: 'Tu enlace para iniciar sesión en Tolk',
    intro: 'Usa este enlace para iniciar sesión en Tolk:',
    footer: (minutes) =>
      `El enlace funciona una sola vez y caduca en ${minutes}. Si no lo has pedido, ignora este correo.`,
  },
  confirmEmail: {
    subject: 'Confirma tu correo electrónico para Tolk',
    intro: 'Confirma tu dirección de correo electrónico para terminar de crear tu cuenta de Tolk:',
    button: 'Confirmar e iniciar sesión',
    footer: (minutes) =>
      `El enlace caduca en ${minutes}. Si no te has registrado en Tolk, ignora este correo.`,
  },
  existingAccount: {
    subject: 'Ya tienes una cuenta de Tolk',
    lines: [
      'Alguien, probablemente tú, ha intentado crear una cuenta de Tolk con esta dirección de correo electrónico, pero ya tienes una.',
      'Inicia sesión con tu contraseña o, si no la recuerdas, pide un enlace de inicio de sesión por correo electrónico:',
    ],
    footer: 'Si no has sido tú, ignora este correo: no ha cambiado nada en tu cuenta.',
  },
  signInLocked: {
    subject: 'Alguien ha intentado iniciar sesión en tu cuenta de Tolk',
    lines: (failures, minutes) => [
      `Alguien ha intentado iniciar sesión en tu cuenta de Tolk con una contraseña incorrecta ${failures} veces. Para proteger tu cuenta, el inicio de sesión con contraseña queda en pausa durante ${minutes}.`,
      'Si has sido tú, vuelve a intentarlo más tarde o inicia sesión con un enlace enviado por correo electrónico:',
    ],
    footer:
      'Si no has sido tú, tu cuenta está a salvo mientras nadie conozca tu contraseña; puedes ignorar este correo.',
  },
};
