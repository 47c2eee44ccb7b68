/**
 * A PDF attachment's digital signatures as the background check found them (docs/signatures.md):
 * per signature who signed (name, DNI or RUC), why, when (Lima time), whether the document was
 * changed after signing (a red warning), whether the certificate was valid then and whether it
 * chains to a trusted root. «Verificación pendiente» until the check has run.
 */
import { formatQuantity } from '@shared/numbers';
import type { SignatureCheckStatus } from '@shared/schemas/attachments';
import type { SignatureCheckAnswer } from '@shared/schemas/signatures';
import { formatDayTime } from '../dates';

const MODIFIED = 'Su contenido ya no es el que se firmó. No confíe en él sin pedir el original al remitente.';

function Fact({ ok, text }: { ok: boolean; text: string }) {
  return (
    <li className={ok ? 'signature-fact signature-fact-ok' : 'signature-fact signature-fact-bad'}>
      <i className={`pi ${ok ? 'pi-check-circle' : 'pi-times-circle'}`} aria-hidden="true" />
      <span>{text}</span>
    </li>
  );
}

const UNCHANGED = 'Sin cambios desde la firma';
const LATER_REVISIONS = 'Lo firmado no cambió; el archivo tiene agregados posteriores (por ejemplo, otras firmas)';

function identityOf(signature: SignatureCheckAnswer): string {
  const { signer } = signature;
  if (!signer) return 'Firmante desconocido';
  const ids = [signer.dni && `DNI ${signer.dni}`, signer.ruc && `RUC ${signer.ruc}`].filter(Boolean);
  return ids.length > 0 ? `${signer.name} · ${ids.join(' · ')}` : signer.name;
}

/** A signature whose CMS could not be read: there is nothing to tell about it but why. */
function UnreadableItem({ signature }: { signature: SignatureCheckAnswer }) {
  return (
    <li className="signature-item signature-item-modified">
      <p className="signature-signer">
        <i className="pi pi-question-circle" aria-hidden="true" />
        <strong>Firma que no se pudo verificar</strong>
      </p>
      <p className="notice notice-error signature-modified" role="alert">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" />
        <span>{signature.problem} No la tome como válida.</span>
      </p>
    </li>
  );
}

function SignatureItem({ signature }: { signature: SignatureCheckAnswer }) {
  if (!signature.signer && signature.problem) return <UnreadableItem signature={signature} />;
  return (
    <li className={signature.intact ? 'signature-item' : 'signature-item signature-item-modified'}>
      <p className="signature-signer">
        <i className="pi pi-verified" aria-hidden="true" />
        <strong>{identityOf(signature)}</strong>
      </p>
      <dl className="signature-details">
        <div>
          <dt>Motivo</dt>
          <dd>{signature.reason || '—'}</dd>
        </div>
        <div>
          <dt>Fecha y hora (Lima)</dt>
          <dd>
            {formatDayTime(signature.signedAt)}
            {signature.timestamped && ' · con sello de tiempo'}
          </dd>
        </div>
      </dl>
      {!signature.intact && (
        <p className="notice notice-error signature-modified" role="alert">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          <span>
            <strong>Modificado después de firmar.</strong> {MODIFIED}
          </span>
        </p>
      )}
      <ul className="signature-facts">
        {signature.intact && <Fact ok text={signature.coversWholeDocument ? UNCHANGED : LATER_REVISIONS} />}
        <Fact
          ok={signature.certificateValidAtSigning}
          text={
            signature.certificateValidAtSigning
              ? 'Certificado vigente al firmar'
              : 'El certificado no estaba vigente al firmar'
          }
        />
        <Fact
          ok={signature.trusted}
          text={
            signature.trusted
              ? 'Emitido por una autoridad de confianza'
              : 'No proviene de una autoridad de confianza registrada en Folio'
          }
        />
      </ul>
      {signature.problem && <p className="signature-problem">{signature.problem}</p>}
    </li>
  );
}

export function SignatureChecks({ check, fileName }: { check: SignatureCheckStatus; fileName: string }) {
  if (check.status === 'pending') {
    return (
      <p className="signature-checks signature-pending">
        <i className="pi pi-clock" aria-hidden="true" />
        Verificación pendiente: las firmas digitales se revisarán en unos instantes.
      </p>
    );
  }
  if (check.signatures.length === 0) {
    return <p className="signature-checks signature-none">Sin firmas digitales.</p>;
  }
  return (
    <section className="signature-checks" aria-label={`Firmas digitales de ${fileName}`}>
      <h4 className="signature-title">
        {formatQuantity(check.signatures.length, 'firma digital', 'firmas digitales')}
      </h4>
      <ul className="signature-list">
        {check.signatures.map((signature) => (
          <SignatureItem key={signature.field} signature={signature} />
        ))}
      </ul>
    </section>
  );
}
