/** What the drafts' tests share: a signer certificate from one test root, uploaded with a PIN. */
import { expect } from 'vitest';
import { createTestRoot, createTestSigner, type TestAuthority } from '../../lib/signatures/test-pki';
import { call, type TestApp } from '../../test/harness';

export const PIN = '246810';

let root: TestAuthority | undefined;
export const testRoot = () => {
  root ??= createTestRoot();
  return root;
};

/** Uploads a certificate for the token's user, sealed with `pin`, as their profile would. */
export async function uploadCertificate(
  app: TestApp['app'],
  token: string,
  person: { name: string; dni: string; pin: string },
) {
  const p12 = createTestSigner(testRoot(), { name: person.name, dni: person.dni, password: 'clave' });
  const res = await call(app, 'PUT', '/api/v1/profile/certificate', {
    token,
    body: { file_base64: p12.toString('base64'), password: 'clave', pin: person.pin },
  });
  expect(res.statusCode, res.body).toBe(200);
}
