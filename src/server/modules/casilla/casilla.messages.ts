/** The e-mails of the casilla: the verification link, the sign-in code, the reset link, a warning. */
import type { MailMessage } from '../../plugins/mail';
import { CODE_MINUTES, RESET_MINUTES, VERIFY_HOURS } from './casilla.service';

const SIGNATURE = '\n\nEste mensaje fue enviado automáticamente por la casilla electrónica. No lo responda.';

const message = (to: string, subject: string, lines: string[]): MailMessage => ({
  to,
  subject,
  text: lines.join('\n') + SIGNATURE,
});

export const verifyMessage = (appUrl: string, institution: string, to: string, token: string) =>
  message(to, `${institution}: confirme su casilla electrónica`, [
    'Recibimos una solicitud para abrir una casilla electrónica con este correo.',
    `Para confirmar su dirección y activarla, abra este enlace dentro de las próximas ${VERIFY_HOURS} horas:`,
    '',
    `${appUrl}/casilla/verificar/${token}`,
    '',
    'Si usted no la solicitó, ignore este mensaje: la casilla no se activará.',
  ]);

export const takenMessage = (appUrl: string, institution: string, to: string) =>
  message(to, `${institution}: intento de abrir otra casilla con su documento`, [
    'Alguien intentó abrir una casilla electrónica con su documento de identidad, que ya tiene una casilla activa.',
    'No se abrió ninguna casilla nueva. Si fue usted y olvidó su contraseña, recupérela aquí:',
    '',
    `${appUrl}/casilla/recuperar`,
  ]);

export const codeMessage = (institution: string, to: string, code: string) =>
  message(to, `${institution}: su código de acceso a la casilla es ${code}`, [
    `Su código para ingresar a la casilla electrónica es: ${code}`,
    '',
    `Vence en ${CODE_MINUTES} minutos y sirve una sola vez. Nadie de la institución se lo pedirá.`,
    'Si usted no intentó ingresar, cambie su contraseña.',
  ]);

export const resetMessage = (appUrl: string, institution: string, to: string, token: string) =>
  message(to, `${institution}: restablezca la contraseña de su casilla`, [
    `Para elegir una nueva contraseña, abra este enlace dentro de los próximos ${RESET_MINUTES} minutos:`,
    '',
    `${appUrl}/casilla/restablecer/${token}`,
    '',
    'Si usted no lo pidió, ignore este mensaje: su contraseña no cambia.',
  ]);

/** The alert of a deposit: never the document, only where to read it. */
export const noticeMessage = (appUrl: string, institution: string, to: string, number: string, notified: boolean) =>
  message(to, `${institution}: tiene una notificación en su casilla electrónica`, [
    `${institution} depositó en su casilla electrónica el documento ${number}.`,
    notified
      ? 'La notificación surte efecto en la fecha y hora del depósito.'
      : 'La notificación surte efecto cuando usted lo abra por primera vez.',
    '',
    'Para leerlo, ingrese a su casilla:',
    `${appUrl}/casilla/ingresar`,
    '',
    'Por su seguridad, este correo no lleva el documento.',
  ]);
