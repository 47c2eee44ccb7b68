/** A certificate as Folio keeps it (a signer's in Perfil, the institution's seal in Firma digital): who, issuer, validity, fingerprint. */
import { formatDayTime } from '../dates';

export interface CertificateShown {
  subject_name: string;
  issuer: string;
  valid_from: string;
  valid_to: string;
  fingerprint: string;
}

interface CertificateDetailsProps {
  certificate: CertificateShown;
  /** The holder's number: `['DNI', '40404040']` or `['RUC', '20…']`. */
  id: [label: string, value: string];
}

export function CertificateDetails({ certificate, id }: CertificateDetailsProps) {
  const expired = new Date(certificate.valid_to) < new Date();
  const rows: [label: string, value: string][] = [
    ['Titular', certificate.subject_name],
    id,
    ['Emitido por', certificate.issuer],
    ['Vigente desde', formatDayTime(certificate.valid_from)],
    ['Vigente hasta', formatDayTime(certificate.valid_to)],
    ['Huella digital (SHA-256)', certificate.fingerprint],
  ];
  return (
    <>
      {expired && (
        <p className="notice notice-error" role="alert">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          <span>Este certificado venció: ya no sirve para firmar. Cargue el vigente.</span>
        </p>
      )}
      <dl className="data-list certificate-details">
        {rows.map(([label, value]) => (
          <div key={label} className="data-list-row">
            <dt>{label}</dt>
            <dd className={label.startsWith('Huella') ? 'certificate-fingerprint' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
