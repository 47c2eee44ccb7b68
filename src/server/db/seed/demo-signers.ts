/**
 * The demo's signers (README's demo table): `admin`, `jefe` and `servidor` hold a test
 * certificate from the demo root (demo-pki.ts), naming their DNI, sealed with the PIN `DEMO_PIN`,
 * as if each had uploaded it in their profile.
 */
import { readPkcs12 } from '../../lib/signatures';
import { createTestSigner } from '../../lib/signatures/test-pki';
import { sealedCertificate } from '../../modules/certificates/certificates.service';
import type { Executor } from '../client';
import { userCertificates } from '../schema';
import { demoRoot } from './demo-pki';

export const DEMO_PIN = '246810';

export async function seedDemoSigner(db: Executor, user: { id: number; names: string; surnames: string }, dni: string) {
  const password = 'demo';
  const p12 = createTestSigner(demoRoot(), { name: `${user.names} ${user.surnames}`, dni, password });
  const values = await sealedCertificate(readPkcs12(p12, password, { require: 'dni' }), DEMO_PIN);
  await db.insert(userCertificates).values({ user_id: user.id, ...values });
}
