import { Button } from 'primereact/button';
import { errorMessage } from './api';

/** A page's data could not be loaded: the server's message and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="panel load-error" role="alert">
      <i className="pi pi-exclamation-circle load-error-icon" aria-hidden="true" />
      <p>{errorMessage(error)}</p>
      <Button type="button" label="Reintentar" icon="pi pi-refresh" outlined onClick={onRetry} />
    </div>
  );
}
