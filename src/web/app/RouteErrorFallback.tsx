/** A page crashed or its code could not be downloaded (e.g. after an update): offer a reload. */
export function RouteErrorFallback() {
  return (
    <section className="bare-card status-card" role="alert">
      <i className="pi pi-exclamation-triangle status-card-icon" aria-hidden="true" />
      <h1>Ocurrió un error inesperado</h1>
      <p>No se pudo mostrar esta página. Recárguela para intentarlo nuevamente.</p>
      <button type="button" className="p-button" onClick={() => window.location.reload()}>
        <span className="p-button-label">Recargar la página</span>
      </button>
    </section>
  );
}
