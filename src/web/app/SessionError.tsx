import { refreshSession } from '../lib/auth';
import { BareLayout } from './BareLayout';

/** GET /user failed for a reason other than 401: the stored session is kept and can be retried. */
export function SessionError() {
  return (
    <BareLayout>
      <section className="bare-card status-card">
        <i className="pi pi-wifi status-card-icon" aria-hidden="true" />
        <h1>No se pudo cargar su sesión</h1>
        <p>El servidor no respondió. Verifique su conexión e inténtelo nuevamente.</p>
        <button type="button" className="p-button" onClick={() => void refreshSession()}>
          <span className="p-button-label">Reintentar</span>
        </button>
      </section>
    </BareLayout>
  );
}
