/**
 * The institution's seal (docs/signatures.md): a certificate naming the institution's RUC, held
 * by the server, that seals what Folio emits by itself (the virtual desk's cargo de recepción…).
 * An admin uploads its PKCS#12 in Configuración › Firma digital; the chain is kept in clear in
 * configs row 3 and the private key sealed by lib/signatures/vault (AES-256-GCM under an
 * Argon2id key) with the server's `SEAL_SECRET`, never with anything a person types.
 * `sealPdf` signs through the same PdfSigner interface as a person's signature.
 */
import { createPrivateKey, type X509Certificate } from 'node:crypto';
import type { SealSummary } from '@shared/schemas/signatures';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { type AuditActor, audit } from '../../lib/audit/audit';
import { notFound } from '../../lib/errors';
import { lockConfigRow, readConfigRow, SEAL_ROW, writeConfigRow } from '../../lib/settings/config-rows';
import { type KeyMaterial, localKeySigner, type PdfSigner, pdfSigner } from '../../lib/signatures';
import { openKey, sealKey } from '../../lib/signatures/vault';
import { certificateFingerprint, pemCertificates } from '../certificates/certificates.service';

/** What the server needs to open the seal: its secret and, for B-T signatures, the time-stamp authority. */
export interface SealKeys {
  sealSecret: string;
  tsaUrl?: string;
}

const storedSealSchema = z.object({
  subject_name: z.string(),
  ruc: z.string(),
  issuer: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
  fingerprint: z.string(),
  created_at: z.string(),
  chain_pem: z.string(),
  key: z.object({ ciphertext: z.string(), salt: z.string(), iv: z.string(), tag: z.string() }),
});
type StoredSeal = z.infer<typeof storedSealSchema>;

const summaryOf = ({ chain_pem: _chain, key: _key, ...summary }: StoredSeal): SealSummary => summary;

async function storedSeal(db: Executor): Promise<StoredSeal | null> {
  const parsed = storedSealSchema.safeParse((await readConfigRow(db, SEAL_ROW)).stored.seal);
  return parsed.success ? parsed.data : null;
}

/** The seal as Configuración shows it, or null when none is configured. */
export async function sealSummary(db: Executor): Promise<SealSummary | null> {
  const seal = await storedSeal(db);
  return seal && summaryOf(seal);
}

/** Keeps a PKCS#12 already read (readPkcs12 with `require: 'ruc'`) as the seal, replacing any other; audited. */
export async function saveSeal(
  db: Db,
  actor: AuditActor,
  material: KeyMaterial,
  sealSecret: string,
): Promise<SealSummary> {
  const key = await sealKey(material.privateKey.export({ type: 'pkcs8', format: 'der' }), sealSecret);
  const seal: StoredSeal = {
    subject_name: material.identity.name.slice(0, 300),
    ruc: material.identity.ruc ?? '',
    issuer: material.certificate.issuer.replaceAll('\n', ', ').slice(0, 500),
    valid_from: new Date(material.certificate.validFrom).toISOString(),
    valid_to: new Date(material.certificate.validTo).toISOString(),
    fingerprint: certificateFingerprint(material.certificate.raw),
    created_at: new Date().toISOString(),
    chain_pem: material.chain.map((certificate: X509Certificate) => certificate.toString()).join(''),
    key,
  };
  await db.transaction(async (tx) => {
    const row = await lockConfigRow(tx, SEAL_ROW);
    const before = storedSealSchema.safeParse(row.stored.seal);
    await writeConfigRow(tx, SEAL_ROW, { ...row.stored, seal }, { bumpVersion: true });
    await audit(tx, actor, {
      entity: 'configs',
      entityId: SEAL_ROW,
      action: 'update',
      changes: { seal: [before.success ? before.data.fingerprint : null, seal.fingerprint] },
    });
  });
  return summaryOf(seal);
}

/** Removes the seal (what Folio emits afterwards goes unsealed); false when there was none. */
/** Removes the seal; 404 (rolling back the configuration row the lock may have made) when there is none. */
export async function removeSeal(db: Db, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockConfigRow(tx, SEAL_ROW);
    const before = storedSealSchema.safeParse(row.stored.seal);
    if (!before.success) throw notFound();
    const { seal: _removed, ...rest } = row.stored;
    await writeConfigRow(tx, SEAL_ROW, rest, { bumpVersion: true });
    await audit(tx, actor, {
      entity: 'configs',
      entityId: SEAL_ROW,
      action: 'update',
      changes: { seal: [before.data.fingerprint, null] },
    });
  });
}

/** The seal's signer, for this call only; null when no seal is configured, it expired or the secret does not open it. */
export async function institutionSigner(db: Executor, keys: SealKeys): Promise<PdfSigner | null> {
  const seal = await storedSeal(db);
  if (!seal || new Date(seal.valid_to) < new Date()) return null;
  const secret = await openKey(seal.key, keys.sealSecret);
  if (!secret) return null;
  const privateKey = createPrivateKey({ key: secret, format: 'der', type: 'pkcs8' });
  return pdfSigner(localKeySigner({ privateKey, chain: pemCertificates(seal.chain_pem) }), { tsaUrl: keys.tsaUrl });
}

/**
 * Seals a PDF Folio emits by itself with the institution's seal and `reason`; without a usable
 * seal the PDF goes out as it is (Configuración › Firma digital says why).
 */
export async function sealPdf(db: Executor, pdf: Uint8Array, reason: string, keys: SealKeys): Promise<Uint8Array> {
  const signer = await institutionSigner(db, keys);
  return signer ? signer.sign(pdf, { reason }) : pdf;
}
