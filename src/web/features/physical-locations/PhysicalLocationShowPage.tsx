/** One location: where it is, how full, what it holds, the next free position, its labels and its Historial. */
import { childKindOf, LOCATION_KIND_LABELS } from '@shared/schemas/archive';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { Link, useNavigate, useParams } from 'react-router';
import { api, errorMessage } from '../../lib/api';
import { HistoryPanel } from '../../lib/crud/HistoryPanel';
import { fromMap, namedIn } from '../../lib/crud/historyFormats';
import { useResourceRecord } from '../../lib/crud/hooks';
import { LoadError } from '../../lib/LoadError';
import { openPdf } from '../../lib/records/openPdf';
import { Spinner } from '../../lib/Spinner';
import { useToast } from '../../lib/toast';
import { LocationContents } from './LocationContents';
import { OccupancyBar } from './OccupancyBar';
import { HISTORY_LABELS, LOCATIONS_BASE, type PhysicalLocation } from './types';
import { locationLabel, useLocationTree } from './useLocationTree';
import './physical-locations.css';

export default function PhysicalLocationShowPage() {
  const id = Number(useParams().id);
  const record = useResourceRecord<PhysicalLocation>('physical-locations', id);
  if (record.error) return <LoadError error={record.error} onRetry={() => void record.refetch()} />;
  if (!record.data) return <Spinner />;
  return <LocationDetail location={record.data} />;
}

function LocationActions({ location }: { location: PhysicalLocation }) {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Leave the page before the lists refresh: the deleted record itself must not be read again.
  const deletion = useMutation({
    mutationFn: () => api<null>(`/api/v1/physical-locations/${location.id}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success('Ubicación eliminada.');
      navigate(location.parent_id ? `${LOCATIONS_BASE}/${location.parent_id}` : LOCATIONS_BASE);
      queryClient.removeQueries({ queryKey: ['physical-locations', 'record', location.id] });
      return queryClient.invalidateQueries({ queryKey: ['physical-locations'] });
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  const child = childKindOf(location.kind);
  const remove = () =>
    confirmDialog({
      header: 'Eliminar ubicación',
      message: `¿Eliminar «${locationLabel(location)}»? Esta acción no se puede deshacer.`,
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: 'Eliminar',
      rejectLabel: 'Cancelar',
      acceptClassName: 'p-button-danger',
      accept: () => deletion.mutate(),
    });
  // A building or deposit prints every shelf and level under it; a body its levels.
  const print = () =>
    openPdf('physical-locations', `/${location.id}/labels`, `rotulos-${location.topographic_code}.pdf`).catch((e) =>
      toast.error(errorMessage(e)),
    );
  return (
    <div className="show-actions">
      <Button type="button" label="Rótulos" icon="pi pi-tag" outlined onClick={() => void print()} />
      {/* Only what is empty may go: the server refuses the rest, so the button is not offered. */}
      {location.can.delete && location.children_count === 0 && location.occupied === 0 && (
        <Button
          type="button"
          label="Eliminar"
          icon="pi pi-trash"
          severity="danger"
          outlined
          loading={deletion.isPending}
          onClick={remove}
        />
      )}
      {location.can.update && child && (
        <Link
          to={`${LOCATIONS_BASE}/create?kind=${child}&parent_id=${location.id}`}
          className="p-button p-component p-button-outlined"
        >
          <span className="p-button-icon p-button-icon-left pi pi-plus" aria-hidden="true" />
          <span className="p-button-label">Agregar {LOCATION_KIND_LABELS[child].toLowerCase()}</span>
        </Link>
      )}
      {location.can.update && (
        <Link to={`${LOCATIONS_BASE}/${location.id}/edit`} className="p-button p-component">
          <span className="p-button-icon p-button-icon-left pi pi-pencil" aria-hidden="true" />
          <span className="p-button-label">Editar</span>
        </Link>
      )}
    </div>
  );
}

function LocationDetail({ location }: { location: PhysicalLocation }) {
  const parent = location.parent;
  // A move's Historial names both parents by their current topographic codes.
  const tree = useLocationTree();
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <nav aria-label="Ruta de navegación" className="breadcrumb">
            <Link to={LOCATIONS_BASE}>Ubicaciones físicas</Link>
            {parent && (
              <>
                <span aria-hidden="true"> / </span>
                <Link to={`${LOCATIONS_BASE}/${parent.id}`}>{parent.topographic_code}</Link>
              </>
            )}
            <span aria-hidden="true"> / </span>
            <span>{location.code}</span>
          </nav>
          <h1 className="location-code">{location.topographic_code}</h1>
          <p className="page-subtitle">
            {LOCATION_KIND_LABELS[location.kind]}
            {location.name ? ` · ${location.name}` : ''}
          </p>
        </div>
        <LocationActions location={location} />
      </header>

      <section className="panel" aria-label="Datos de la ubicación">
        <dl className="detail-grid">
          <div>
            <dt>Tipo</dt>
            <dd>{LOCATION_KIND_LABELS[location.kind]}</dd>
          </div>
          <div>
            <dt>Código</dt>
            <dd>{location.code}</dd>
          </div>
          <div>
            <dt>Ubicación superior</dt>
            <dd>{parent ? <Link to={`${LOCATIONS_BASE}/${parent.id}`}>{parent.topographic_code}</Link> : '—'}</dd>
          </div>
          <div>
            <dt>Capacidad</dt>
            <dd>{location.capacity_total} cajas</dd>
          </div>
          <div>
            <dt>Ocupación</dt>
            <dd>
              <OccupancyBar
                occupied={location.occupied}
                capacity={location.capacity_total}
                label={location.topographic_code}
              />
            </dd>
          </div>
          <div>
            <dt>Observaciones</dt>
            <dd>{location.notes ?? '—'}</dd>
          </div>
        </dl>
      </section>

      <LocationContents location={location} />

      <section aria-labelledby="historial">
        <h2 id="historial" className="section-title">
          <i className="pi pi-history panel-title-icon" aria-hidden="true" /> Historial
        </h2>
        <div className="panel table-card history-stack">
          <HistoryPanel
            resource="physical-locations"
            id={location.id}
            labels={HISTORY_LABELS}
            formats={{
              kind: fromMap(LOCATION_KIND_LABELS),
              parent_id: namedIn(new Map((tree.data ?? []).map((n) => [n.id, n.topographic_code]))),
            }}
          />
        </div>
      </section>
      <ConfirmDialog />
    </div>
  );
}
