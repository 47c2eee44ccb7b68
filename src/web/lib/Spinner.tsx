/** A loading indicator in plain CSS (no JavaScript cost): the whole page or a content area. */
export function Spinner({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <div className={fullPage ? 'spinner spinner-full-page' : 'spinner'} role="status" aria-live="polite">
      <i className="pi pi-spin pi-spinner" aria-hidden="true" />
      <span className="sr-only">Cargando…</span>
    </div>
  );
}
