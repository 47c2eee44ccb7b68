/**
 * The demo's public-key infrastructure (docs/signatures.md): one test root per seed run, trusted
 * by the demo institution, that issues the demo signers' certificates and the institution's seal.
 * Every demo seeder that needs a certificate asks `demoRoot()`, so they all chain to the same root.
 */
import { X509Certificate } from 'node:crypto';
import { createTestRoot, type TestAuthority } from '../../lib/signatures/test-pki';
import type { Executor } from '../client';
import { trustedRoots } from '../schema';

let root: TestAuthority | undefined;

export function demoRoot(): TestAuthority {
  root ??= createTestRoot('Folio Demo Autoridad de Certificación');
  return root;
}

/** Installs the demo root among the trusted roots (Configuración), as an admin would. */
export async function seedDemoTrustedRoot(tx: Executor): Promise<void> {
  const { certificatePem, certificateDer } = demoRoot();
  const x509 = new X509Certificate(certificateDer);
  await tx
    .insert(trustedRoots)
    .values({
      name: 'Folio Demo Autoridad de Certificación',
      fingerprint: x509.fingerprint256,
      certificate_pem: certificatePem,
      valid_to: new Date(x509.validTo),
    })
    .onConflictDoNothing();
}
