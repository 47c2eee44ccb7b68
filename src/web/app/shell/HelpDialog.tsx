import { Dialog } from 'primereact/dialog';
import { useAppSettings } from '../../lib/appSettings';
import { Spinner } from '../../lib/Spinner';

const BREAKPOINTS = { '1199px': '75vw', '575px': '90vw' };

function Manuals() {
  const settings = useAppSettings();
  if (settings.status === 'loading') return <Spinner />;
  if (settings.status === 'error') return <p>No se pudieron cargar los manuales. Inténtelo nuevamente más tarde.</p>;
  return (
    <ul className="manual-list">
      {settings.data.manuals.map((manual) => (
        <li key={manual.title} className="manual-item">
          <i className="pi pi-book manual-icon" aria-hidden="true" />
          {manual.url ? (
            <a href={manual.url} target="_blank" rel="noopener noreferrer">
              {manual.title}
              <i className="pi pi-external-link" aria-hidden="true" />
            </a>
          ) : (
            <>
              <span>{manual.title}</span>
              <span className="manual-missing">No configurado</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The help dialog of docs/architecture.md §8.2: the three user manuals, each opened in a new tab. */
export function HelpDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  return (
    <Dialog
      header="Manuales"
      visible={visible}
      onHide={onHide}
      style={{ width: '50vw' }}
      breakpoints={BREAKPOINTS}
      draggable={false}
      dismissableMask
    >
      <Manuals />
    </Dialog>
  );
}
