/**
 * `/verificar-documento?codigo=…`: where the QR at the foot of every signed page lands. Anyone
 * types (or brings) the code and sees the document's number, date, signers and reasons, whether
 * it is intact, and downloads the authentic signed PDF unless the document is restricted.
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { AuthCard, AuthLink } from '../../lib/AuthCard';
import { ApiError, errorMessage } from '../../lib/api';
import { formatDayTime } from '../../lib/dates';
import { FormTextField } from '../../lib/form/FormTextField';
import { SubmitButton } from '../../lib/form/SubmitButton';
import { documentPdfUrl, type VerifiedDocument, verifyDocument } from './api';

function Result({ code, document }: { code: string; document: VerifiedDocument }) {
  return (
    <div className="form" aria-live="polite">
      {document.intact ? (
        <p className="notice notice-success" role="status">
          <i className="pi pi-verified" aria-hidden="true" />
          <span>
            Documento auténtico: <strong>{document.number}</strong>, firmado digitalmente el{' '}
            {formatDayTime(document.signed_at)}.
          </span>
        </p>
      ) : (
        <p className="notice notice-error" role="alert">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          <span>
            El archivo guardado de {document.number} no coincide con lo firmado: no lo tome como auténtico y comuníquese
            con la institución.
          </span>
        </p>
      )}
      <p>
        <strong>Emitido por:</strong> {document.issuer}
      </p>
      {document.subject && (
        <p>
          <strong>Asunto:</strong> {document.subject}
        </p>
      )}
      <h2 className="desk-section">Firmas</h2>
      <ul className="verification-signers">
        {document.signers.map((signer) => (
          <li key={`${signer.name}-${signer.reason}-${signer.signed_at}`}>
            <strong>{signer.name}</strong>
            {signer.dni && <> (DNI {signer.dni})</>} — {signer.reason}
            {signer.signed_at && <>, {formatDayTime(signer.signed_at)}</>}
          </li>
        ))}
      </ul>
      {document.restricted ? (
        <p className="text-muted">
          Es un documento reservado: esta página confirma que existe y quién lo firmó, pero no entrega su copia.
        </p>
      ) : (
        <a className="p-button p-component w-full" href={documentPdfUrl(code)} download={`${document.number}.pdf`}>
          <span className="p-button-icon p-button-icon-left pi pi-download" aria-hidden="true" />
          <span className="p-button-label">Descargar el PDF firmado</span>
        </a>
      )}
    </div>
  );
}

export default function DocumentVerificationPage() {
  const [params, setParams] = useSearchParams();
  const code = params.get('codigo') ?? '';
  const form = useForm({ defaultValues: { codigo: code } });
  const [state, setState] = useState<{ document?: VerifiedDocument; error?: string }>({});

  useEffect(() => {
    if (!code) return;
    let live = true;
    setState({});
    verifyDocument(code)
      .then((document) => live && setState({ document }))
      .catch((error: unknown) => {
        if (!live) return;
        setState({
          error:
            error instanceof ApiError && (error.status === 404 || error.status === 422)
              ? 'No hay un documento firmado con ese código. Revíselo: son 8 letras y números, como 7K3M-9QXD.'
              : errorMessage(error),
        });
      });
    return () => {
      live = false;
    };
  }, [code]);

  const submit = form.handleSubmit(({ codigo }) => setParams({ codigo: codigo.trim().toUpperCase() }));
  return (
    <AuthCard
      title="Verificación de documento firmado"
      subtitle="Escriba el código de verificación impreso al pie del documento, o lea su código QR."
      wide
    >
      <form className="form" onSubmit={submit} noValidate aria-label="Verificar documento">
        <FormTextField
          form={form}
          name="codigo"
          label="Código de verificación"
          hint="Por ejemplo: 7K3M-9QXD"
          autoFocus={!code}
        />
        <SubmitButton
          label="Verificar"
          icon="pi-search"
          loading={Boolean(code) && !state.document && !state.error}
          fullWidth
        />
      </form>
      {state.error && (
        <p className="notice notice-error" role="alert">
          <i className="pi pi-exclamation-circle" aria-hidden="true" />
          <span>{state.error}</span>
        </p>
      )}
      {state.document && <Result code={code} document={state.document} />}
      <AuthLink to="/consulta" icon="pi-search">
        Consultar un trámite
      </AuthLink>
    </AuthCard>
  );
}
