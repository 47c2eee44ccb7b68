/**
 * Reads a signer's PKCS#12 (.p12/.pfx) with node-forge into node:crypto objects, refusing with a
 * Spanish message what cannot sign: an oversized or corrupt file, a wrong password, no private
 * key, an expired or not yet valid certificate, a certificate without the holder's DNI (or, for
 * the institution's seal, its RUC).
 */
import { createPrivateKey, type KeyObject, X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import { type CertificateIdentity, certificateIdentity } from './identity';

export const MAX_PKCS12_BYTES = 64 * 1024;

export class CertificateError extends Error {}

export interface KeyMaterial {
  privateKey: KeyObject;
  certificate: X509Certificate;
  /** The signer's certificate first, then whatever else the file holds (intermediates, root). */
  chain: X509Certificate[];
  identity: CertificateIdentity;
}

export interface ReadPkcs12Options {
  /** What the certificate must name: a person's DNI (signers) or the institution's RUC (seal). */
  require?: 'dni' | 'ruc';
  now?: Date;
}

const dateFormat = new Intl.DateTimeFormat('es-PE', { timeZone: 'America/Lima', dateStyle: 'long' });

function parse(bytes: Uint8Array, password: string): forge.pkcs12.Pkcs12Pfx {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(Buffer.from(bytes).toString('binary'));
  } catch {
    throw new CertificateError('El archivo no es un certificado PKCS#12 (.p12 o .pfx) válido.');
  }
  try {
    return forge.pkcs12.pkcs12FromAsn1(asn1, password);
  } catch (error) {
    if (error instanceof Error && /MAC could not be verified|Invalid password/i.test(error.message)) {
      throw new CertificateError('La contraseña del certificado no es correcta.');
    }
    throw new CertificateError('El archivo no es un certificado PKCS#12 (.p12 o .pfx) válido o está dañado.');
  }
}

function certificateDer(certificate: forge.pki.Certificate): Buffer {
  return Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary');
}

function bagsOf(pfx: forge.pkcs12.Pkcs12Pfx, oid: string | undefined): forge.pkcs12.Bag[] {
  if (!oid) return [];
  return pfx.getBags({ bagType: oid })[oid] ?? [];
}

function privateKeyOf(pfx: forge.pkcs12.Pkcs12Pfx): KeyObject {
  const bags = [...bagsOf(pfx, forge.pki.oids.pkcs8ShroudedKeyBag), ...bagsOf(pfx, forge.pki.oids.keyBag)];
  const key = bags.find((bag) => bag.key)?.key;
  if (!key) throw new CertificateError('El archivo no contiene la clave privada del certificado.');
  return createPrivateKey(forge.pki.privateKeyToPem(key));
}

export function readPkcs12(bytes: Uint8Array, password: string, options: ReadPkcs12Options = {}): KeyMaterial {
  if (bytes.byteLength === 0) throw new CertificateError('El archivo del certificado está vacío.');
  if (bytes.byteLength > MAX_PKCS12_BYTES) {
    throw new CertificateError('El archivo del certificado pesa más de 64 KB: no parece un certificado PKCS#12.');
  }
  const pfx = parse(bytes, password);
  const privateKey = privateKeyOf(pfx);
  const certificates = bagsOf(pfx, forge.pki.oids.certBag).flatMap((bag) =>
    bag.cert ? [new X509Certificate(certificateDer(bag.cert))] : [],
  );
  const certificate = certificates.find((candidate) => candidate.checkPrivateKey(privateKey));
  if (!certificate) throw new CertificateError('El archivo no contiene el certificado de su clave privada.');
  const now = options.now ?? new Date();
  if (new Date(certificate.validTo) < now) {
    throw new CertificateError(`El certificado venció el ${dateFormat.format(new Date(certificate.validTo))}.`);
  }
  if (new Date(certificate.validFrom) > now) {
    throw new CertificateError(
      `El certificado aún no es válido: rige desde el ${dateFormat.format(new Date(certificate.validFrom))}.`,
    );
  }
  const identity = certificateIdentity(certificate);
  if (options.require === 'dni' && !identity.dni) {
    throw new CertificateError('El certificado no indica el DNI de su titular: use su certificado de persona natural.');
  }
  if (options.require === 'ruc' && !identity.ruc) {
    throw new CertificateError('El certificado no indica el RUC de la institución.');
  }
  return {
    privateKey,
    certificate,
    chain: [certificate, ...certificates.filter((other) => other !== certificate)],
    identity,
  };
}
