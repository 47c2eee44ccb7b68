import { Button } from 'primereact/button';
import { useEffect, useRef } from 'react';
import { PageNotice } from './PageNotice';

/**
 * A save answered 409: someone else changed the record meanwhile; offer to load their version.
 * The notice sits at the top of the page; it scrolls itself into view, since the user pressed
 * Guardar (or an action) far below it.
 */
export function StaleMessage({ onReload }: { onReload: () => void }) {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    wrapper.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, []);
  return (
    <div ref={wrapper}>
      <PageNotice
        severity="warn"
        className="stale-message"
        text="Otro usuario modificó este registro mientras usted lo editaba. Recargue para ver los cambios."
        action={<Button type="button" label="Recargar datos" icon="pi pi-refresh" size="small" onClick={onReload} />}
      />
    </div>
  );
}
