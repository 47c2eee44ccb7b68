/**
 * Signers' certificates and the trusted roots (docs/signatures.md). `unlockSigner` is how the
 * documents module gets a PdfSigner for a person: their PIN opens their sealed key for this
 * request only; a wrong PIN answers 422 and counts towards a throttle like a login's.
 */
import { createHash, createPrivateKey, X509Certificate } from 'node:crypto';
import type { CertificateSummary, TrustedRoot } from '@shared/schemas/signatures';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { trustedRoots, userCertificates } from '../../db/schema';
import { invalid } from '../../lib/errors';
import {
  CertificateError,
  type KeyMaterial,
  localKeySigner,
  type PdfSigner,
  pdfSigner,
  readPkcs12,
} from '../../lib/signatures';
import { openKey, sealKey } from '../../lib/signatures/vault';
import { clearFailures, recordFailure, refuseWhileBlocked, throttleRule } from '../../lib/throttle';

export const PIN_RULE = throttleRule(5, 15);
export const pinThrottleKey = (userId: number) => `signing-pin:${userId}`;

const NO_CERTIFICATE = 'Aún no ha cargado su certificado digital: cárguelo en su perfil.';
const WRONG_PIN = 'El PIN de firma no es correcto.';

export function certificateSummary(row: typeof userCertificates.$inferSelect): CertificateSummary {
  return {
    subject_name: row.subject_name,
    dni: row.dni,
    issuer: row.issuer,
    valid_from: row.valid_from.toISOString(),
    valid_to: row.valid_to.toISOString(),
    fingerprint: row.fingerprint,
    created_at: row.created_at.toISOString(),
  };
}

export function trustedRootSummary(row: typeof trustedRoots.$inferSelect): TrustedRoot {
  return {
    id: row.id,
    name: row.name,
    fingerprint: row.fingerprint,
    valid_to: row.valid_to.toISOString(),
    created_at: row.created_at.toISOString(),
  };
}

/** A certificate's SHA-256 fingerprint as people compare it: `AB:CD:…`. */
export const certificateFingerprint = (der: Buffer) =>
  createHash('sha256').update(der).digest('hex').toUpperCase().match(/../g)?.join(':') ?? '';

/** An uploaded PKCS#12 read for signing, or a 422 with the Spanish reason on its field (`password` or `file_base64`). */
export function readUploadedPkcs12(file: Buffer, password: string, require: 'dni' | 'ruc'): KeyMaterial {
  try {
    return readPkcs12(file, password, { require });
  } catch (error) {
    if (error instanceof CertificateError) {
      const field = /contraseña/.test(error.message) ? 'password' : 'file_base64';
      throw invalid({ [field]: [error.message] }, error.message);
    }
    throw error;
  }
}

/** A signer's certificate row: the chain in clear, the private key sealed by their PIN. */
export async function sealedCertificate(material: KeyMaterial, pin: string) {
  const sealed = await sealKey(material.privateKey.export({ type: 'pkcs8', format: 'der' }), pin);
  return {
    subject_name: material.identity.name.slice(0, 300),
    dni: material.identity.dni ?? '',
    issuer: material.certificate.issuer.replaceAll('\n', ', ').slice(0, 500),
    valid_from: new Date(material.certificate.validFrom),
    valid_to: new Date(material.certificate.validTo),
    fingerprint: certificateFingerprint(material.certificate.raw),
    chain_pem: material.chain.map((certificate) => certificate.toString()).join(''),
    key_ciphertext: sealed.ciphertext,
    key_salt: sealed.salt,
    key_iv: sealed.iv,
    key_tag: sealed.tag,
    created_at: new Date(),
  };
}

/** Splits a PEM bundle into certificates. */
export function pemCertificates(pem: string): X509Certificate[] {
  return [...pem.matchAll(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g)].map(
    (match) => new X509Certificate(match[0]),
  );
}

/** The signer of `userId`, unlocked with their PIN for this request; `field` names the PIN input for 422s. */
export async function unlockSigner(
  db: Executor,
  userId: number,
  pin: string,
  options: { tsaUrl?: string; field?: string } = {},
): Promise<PdfSigner> {
  const field = options.field ?? 'pin';
  const [row] = await db.select().from(userCertificates).where(eq(userCertificates.user_id, userId));
  if (!row) throw invalid({ [field]: [NO_CERTIFICATE] }, NO_CERTIFICATE);
  const key = pinThrottleKey(userId);
  await refuseWhileBlocked(
    db,
    [key],
    'Demasiados intentos con un PIN incorrecto. Espere un momento e inténtelo de nuevo.',
  );
  const secret = await openKey(
    { ciphertext: row.key_ciphertext, salt: row.key_salt, iv: row.key_iv, tag: row.key_tag },
    pin,
  );
  if (!secret) {
    await recordFailure(db, key, PIN_RULE);
    throw invalid({ [field]: [WRONG_PIN] }, WRONG_PIN);
  }
  await clearFailures(db, key);
  if (row.valid_to < new Date()) {
    const expired = 'Su certificado digital venció: cargue el vigente en su perfil.';
    throw invalid({ [field]: [expired] }, expired);
  }
  const privateKey = createPrivateKey({ key: secret, format: 'der', type: 'pkcs8' });
  return pdfSigner(localKeySigner({ privateKey, chain: pemCertificates(row.chain_pem) }), { tsaUrl: options.tsaUrl });
}

/** The trusted roots as PEM, for verifyPdfSignatures. */
export async function trustedRootsPem(db: Executor): Promise<string[]> {
  const rows = await db.select({ pem: trustedRoots.certificate_pem }).from(trustedRoots).orderBy(asc(trustedRoots.id));
  return rows.map((row) => row.pem);
}
