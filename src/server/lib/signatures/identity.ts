/** Who a certificate names: the holder's name, DNI (8 digits) and RUC (11 digits), read from its subject. */
import type { X509Certificate } from 'node:crypto';

export interface CertificateIdentity {
  name: string;
  dni: string | null;
  ruc: string | null;
}

/** Node prints a subject one `key=value` a line; unknown attributes by their OID. */
function subjectFields(certificate: X509Certificate): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of certificate.subject.split('\n')) {
    const at = line.indexOf('=');
    if (at > 0) fields.set(line.slice(0, at), line.slice(at + 1));
  }
  return fields;
}

function digits(value: string | undefined, length: number): string | null {
  const match = value?.match(new RegExp(`(?<!\\d)(\\d{${length}})(?!\\d)`));
  return match?.[1] ?? null;
}

export function certificateIdentity(certificate: X509Certificate): CertificateIdentity {
  const fields = subjectFields(certificate);
  const serialNumber = fields.get('serialNumber') ?? fields.get('2.5.4.5');
  const organizationIdentifier = fields.get('organizationIdentifier') ?? fields.get('2.5.4.97');
  return {
    name: fields.get('CN') ?? fields.get('O') ?? certificate.subject.replaceAll('\n', ', '),
    dni: digits(serialNumber, 8),
    ruc: digits(organizationIdentifier, 11) ?? digits(serialNumber, 11) ?? digits(fields.get('OU'), 11),
  };
}
