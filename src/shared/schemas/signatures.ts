/** Certificates and signatures (docs/signatures.md): what the profile, Configuración and the entry page exchange. */
import { z } from 'zod';

/** A PKCS#12 is at most 64 KB: its base64 text at most 87 400 characters. */
const BASE64_P12_MAX = 87_400;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export const PIN_MIN = 6;

export const certificateUploadSchema = z.object({
  file_base64: z
    .string()
    .min(1, 'Elija el archivo de su certificado (.p12 o .pfx).')
    .max(BASE64_P12_MAX, 'El archivo del certificado pesa más de 64 KB: no parece un certificado PKCS#12.')
    .regex(BASE64, 'El archivo del certificado no llegó completo. Vuelva a elegirlo.'),
  password: z.string().max(200, 'La contraseña del certificado tiene más de 200 caracteres.'),
  pin: z
    .string()
    .min(PIN_MIN, `El PIN debe tener al menos ${PIN_MIN} caracteres.`)
    .max(64, 'El PIN tiene más de 64 caracteres.'),
});
export type CertificateUpload = z.infer<typeof certificateUploadSchema>;

/** The profile's form: the upload plus the PIN typed twice. */
export const certificateFormSchema = certificateUploadSchema
  .extend({ pin_confirmation: z.string().max(64) })
  .refine((form) => form.pin === form.pin_confirmation, {
    path: ['pin_confirmation'],
    message: 'Los dos PIN no coinciden: escríbalo igual en ambos campos.',
  });
export type CertificateForm = z.infer<typeof certificateFormSchema>;

export const certificateSummarySchema = z.object({
  subject_name: z.string(),
  dni: z.string(),
  issuer: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
  fingerprint: z.string(),
  created_at: z.string(),
});
export type CertificateSummary = z.infer<typeof certificateSummarySchema>;

export const certificateAnswerSchema = z.object({ data: certificateSummarySchema.nullable() });

export const pinCheckSchema = z.object({ pin: z.string().min(1, 'Ingrese su PIN de firma.').max(64) });

export const trustedRootUploadSchema = z.object({
  certificate: z
    .string()
    .min(1, 'Pegue el certificado raíz (PEM) o elija su archivo.')
    .max(20_000, 'El certificado raíz tiene más de 20 000 caracteres.'),
});

export const trustedRootSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fingerprint: z.string(),
  valid_to: z.string(),
  created_at: z.string(),
});
export type TrustedRoot = z.infer<typeof trustedRootSchema>;

export const signatureCheckSchema = z.object({
  field: z.string(),
  signer: z.object({ name: z.string(), dni: z.string().nullable(), ruc: z.string().nullable() }).nullable(),
  reason: z.string().nullable(),
  signedAt: z.string().nullable(),
  timestamped: z.boolean(),
  intact: z.boolean(),
  coversWholeDocument: z.boolean(),
  certificateValidAtSigning: z.boolean(),
  trusted: z.boolean(),
  problem: z.string().nullable(),
});
export type SignatureCheckAnswer = z.infer<typeof signatureCheckSchema>;

/** The institution's seal (Configuración › Firma digital): its PKCS#12, naming the RUC, and the file's password. */
export const sealUploadSchema = z.object({
  file_base64: certificateUploadSchema.shape.file_base64,
  password: certificateUploadSchema.shape.password,
});
export type SealUpload = z.infer<typeof sealUploadSchema>;

export const sealSummarySchema = z.object({
  subject_name: z.string(),
  ruc: z.string(),
  issuer: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
  fingerprint: z.string(),
  created_at: z.string(),
});
export type SealSummary = z.infer<typeof sealSummarySchema>;

export const sealAnswerSchema = z.object({ data: sealSummarySchema.nullable() });
