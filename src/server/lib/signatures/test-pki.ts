/**
 * A test public-key infrastructure for tests and the demo: a root CA and signer certificates
 * (RSA 2048, SHA-256) naming the holder's DNI in `serialNumber` (IDCPE-<DNI>) or, for the
 * institution's seal, its RUC in `organizationIdentifier` (VATPE-<RUC>). Never for production.
 */
import { randomBytes } from 'node:crypto';
import forge from 'node-forge';

const { pki } = forge;

export interface TestAuthority {
  certificatePem: string;
  certificateDer: Buffer;
  key: forge.pki.rsa.PrivateKey;
  certificate: forge.pki.Certificate;
}

export interface TestSignerOptions {
  name: string;
  dni?: string;
  ruc?: string;
  password: string;
  notBefore?: Date;
  notAfter?: Date;
}

const DAY_MS = 86_400_000;

/** Names with accents: forge writes a PrintableString (Latin-1 bytes) unless told UTF8String. */
const utf8 = (value: string) => ({ value, valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class });
/** Whole bytes and a leading 01: forge writes odd-length or high-bit serials differently in certificates and CMS. */
const nextSerial = () => `01${randomBytes(9).toString('hex')}`;

function toDer(certificate: forge.pki.Certificate): Buffer {
  return Buffer.from(forge.asn1.toDer(pki.certificateToAsn1(certificate)).getBytes(), 'binary');
}

export function createTestRoot(name = 'Folio Autoridad de Certificación de Prueba'): TestAuthority {
  const keys = pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
  const certificate = pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  certificate.serialNumber = nextSerial();
  certificate.validity.notBefore = new Date(Date.now() - DAY_MS);
  certificate.validity.notAfter = new Date(Date.now() + 3650 * DAY_MS);
  const subject = [
    { name: 'commonName', ...utf8(name) },
    { name: 'organizationName', ...utf8('Folio (pruebas)') },
    { name: 'countryName', value: 'PE' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  return {
    certificate,
    key: keys.privateKey,
    certificateDer: toDer(certificate),
    certificatePem: pki.certificateToPem(certificate),
  };
}

/** A PKCS#12 (3DES, SHA-1 MAC: what every reader opens) holding the signer's key, certificate and the root. */
export function createTestSigner(root: TestAuthority, options: TestSignerOptions): Buffer {
  const keys = pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
  const certificate = pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  certificate.serialNumber = nextSerial();
  certificate.validity.notBefore = options.notBefore ?? new Date(Date.now() - DAY_MS);
  certificate.validity.notAfter = options.notAfter ?? new Date(Date.now() + 730 * DAY_MS);
  const subject: forge.pki.CertificateField[] = [
    { name: 'commonName', ...utf8(options.name) },
    { name: 'countryName', value: 'PE' },
  ];
  if (options.dni) subject.push({ type: '2.5.4.5', value: `IDCPE-${options.dni}` });
  if (options.ruc) subject.push({ type: '2.5.4.97', value: `VATPE-${options.ruc}` });
  certificate.setSubject(subject);
  certificate.setIssuer(root.certificate.subject.attributes);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(root.key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [certificate, root.certificate], options.password, {
    algorithm: '3des',
    friendlyName: options.name,
  });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}
