/**
 * The e-mails a citizen gets: the verification link, the request's number once confirmed, the
 * entry's number and verification code with the «cargo de recepción» once an operator assigns it,
 * and the reason when it is observed (with the correction link) or rejected. The cargo carries the
 * institution's seal when one is configured (docs/signatures.md).
 */

import { formatCode, trackingPath } from '@shared/schemas/tracking';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DeskFile } from '../../db/schema';
import { entries, requests, virtualDeskSubmissions } from '../../db/schema';
import { dayOf, renderReceipt } from '../../lib/export/reception-receipt';
import { getSettings } from '../../lib/settings/settings';
import { trackingCode } from '../../lib/tracking-code';
import type { MailMessage } from '../../plugins/mail';
import { sealPdf } from '../institution-seal/institution-seal.service';
import { deskKey } from './virtual-desk.captcha';
import { correctionToken } from './virtual-desk.links';
import type { DeskMailKind } from './virtual-desk.service';
import { VERIFY_MINUTES } from './virtual-desk.submit';

const SIGNATURE = '\n\nEste mensaje fue enviado automáticamente por la mesa de partes virtual. No lo responda.';

const fileLines = (files: DeskFile[]) =>
  files.map((f) => `- ${f.main ? 'Documento principal' : 'Anexo'}: ${f.name} (SHA-256 ${f.sha256})`).join('\n');

export function verificationMessage(appUrl: string, institution: string, to: string, token: string): MailMessage {
  return {
    to,
    subject: `${institution}: confirme el envío de su documento`,
    text:
      [
        'Recibimos un documento enviado a la mesa de partes virtual con este correo electrónico.',
        `Para confirmar su dirección y enviarlo, abra este enlace dentro de los próximos ${VERIFY_MINUTES} minutos:`,
        '',
        `${appUrl}/mesa-virtual/confirmar/${token}`,
        '',
        'Si usted no lo envió, ignore este mensaje: el documento no será registrado.',
      ].join('\n') + SIGNATURE,
  };
}

export async function deskMessage(
  app: FastifyInstance,
  submissionId: number,
  kind: DeskMailKind,
): Promise<MailMessage | null> {
  const { db, config } = app;
  const [row] = await db
    .select({ submission: virtualDeskSubmissions, request: requests })
    .from(virtualDeskSubmissions)
    .innerJoin(requests, eq(requests.id, virtualDeskSubmissions.request_id))
    .where(eq(virtualDeskSubmissions.id, submissionId));
  if (!row) return null;
  const { submission, request } = row;
  const settings = await getSettings(db);
  const institution = settings.institution_name;
  const to = submission.email;
  const counted = submission.outside_hours
    ? `\nFue recibido fuera del horario de atención: se considera presentado el ${dayOf(submission.counted_from!)} y los plazos se cuentan desde ese día hábil.`
    : '';

  if (kind === 'recibida')
    return {
      to,
      subject: `${institution}: solicitud ${request.number} recibida`,
      text:
        [
          `Su documento fue recibido por la mesa de partes virtual con la solicitud ${request.number}.${counted}`,
          '',
          `Asunto: ${request.subject}`,
          `Folios: ${(submission.document as { folios: number }).folios}`,
          'Archivos:',
          fileLines(submission.files),
          '',
          'Un operador lo revisará y le enviaremos el número de registro y el código para consultar su trámite.',
        ].join('\n') + SIGNATURE,
    };

  if (kind === 'asignada') {
    const [entry] = await db.select().from(entries).where(eq(entries.id, request.entry_id!));
    if (!entry) return null;
    const code = trackingCode(config.tracking.secret, entry);
    const receipt = await renderReceipt({
      institution,
      channel: 'Mesa de partes virtual',
      number: entry.number,
      request_number: request.number,
      received_at: submission.received_at!,
      counted_from: submission.counted_from!,
      outside_hours: submission.outside_hours,
      due_date: entry.due_date,
      sender: String(submission.sender.name),
      subject: entry.subject,
      folios: entry.folios,
      code,
      files: submission.files,
    });
    const pdf = Buffer.from(
      await sealPdf(db, receipt, 'Cargo de recepción de la mesa de partes virtual', {
        sealSecret: config.sealSecret,
        tsaUrl: config.tsaUrl,
      }),
    );
    return {
      to,
      subject: `${institution}: documento registrado con el número ${entry.number}`,
      text:
        [
          `Su documento (solicitud ${request.number}) fue registrado con el número ${entry.number}.${counted}`,
          '',
          `Código de verificación: ${formatCode(code)}`,
          '',
          'Consulte el estado de su trámite en:',
          `${config.appUrl}${trackingPath(entry.number, code)}`,
          '',
          'Adjuntamos el cargo de recepción en PDF.',
        ].join('\n') + SIGNATURE,
      attachments: [{ filename: `cargo-${entry.number}.pdf`, content: pdf, contentType: 'application/pdf' }],
    };
  }

  /** The request was observed or rejected: why, the operator's detail, and what the sender may do next. */
  const refused = (participle: 'observada' | 'rechazada', detail: string | null, next: string[] = []) => ({
    to,
    subject: `${institution}: su solicitud ${request.number} fue ${participle}`,
    text:
      [
        `Su solicitud ${request.number} fue ${participle}.`,
        '',
        `Motivo: ${request.reason_code ?? ''}`,
        ...(detail ? [`Detalle: ${detail}`] : []),
        ...next,
      ].join('\n') + SIGNATURE,
  });

  if (kind === 'observada') {
    const token = correctionToken(deskKey(config.tracking.secret), submission.id, submission.corrections);
    return refused('observada', request.observation, [
      '',
      'Puede corregirla y volver a enviarla en:',
      `${config.appUrl}/mesa-virtual/corregir/${token}`,
    ]);
  }
  return refused('rechazada', request.rejection);
}
