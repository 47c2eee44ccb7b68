/** One location: where it is, how full, what it holds, the next free position, its labels and its Historial. */
import { formatQuantity } from '@shared/numbers';
import { childKindOf, LOCATION_KIND_LABELS } from '@shared/schemas/archive';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { Link, useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { HistoryBelow } from '../../lib/crud/HistoryPanel';
import { fromMap, namedIn } from '../../lib/crud/historyFormats';
import { ShowHeader, showPage } from '../../lib/crud/ShowPage';
import { LinkButton } from '../../lib/LinkButton';
import { openPdf } from '../../lib/records/openPdf';
import { DataItem } from '../../lib/records/RecordData';
import { useToast } from '../../lib/toast';
import { LocationContents } from './LocationContents';
import { OccupancyBar } from './OccupancyBar';
import { HISTORY_LABELS, LOCATIONS_BASE, type PhysicalLocation } from './types';
import { locationLabel, useLocationTree } from './useLocationTree';
import './physical-locations.css';

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
    onError: (e) => toast.failure(e),
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
      toast.failure(e),
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
        <LinkButton
          to={`${LOCATIONS_BASE}/create?kind=${child}&parent_id=${location.id}`}
          icon="pi-plus"
          label={`Agregar ${LOCATION_KIND_LABELS[child].toLowerCase()}`}
          className="p-button-outlined"
        />
      )}
      {location.can.update && (
        <LinkButton to={`${LOCATIONS_BASE}/${location.id}/edit`} icon="pi-pencil" label="Editar" />
      )}
    </div>
  );
}

function LocationDetail({ record: location }: { record: PhysicalLocation }) {
  const parent = location.parent;
  // A move's Historial names both parents by their current topographic codes.
  const tree = useLocationTree();
  return (
    <div className="page">
      <ShowHeader
        trail={[
          { to: LOCATIONS_BASE, label: 'Ubicaciones físicas' },
          ...(parent ? [{ to: `${LOCATIONS_BASE}/${parent.id}`, label: parent.topographic_code }] : []),
        ]}
        code={location.code}
        title={location.topographic_code}
        titleClassName="location-code"
        subtitle={`${LOCATION_KIND_LABELS[location.kind]}${location.name ? ` · ${location.name}` : ''}`}
        actions={<LocationActions location={location} />}
      />

      <section className="panel" aria-label="Datos de la ubicación">
        <dl className="detail-grid">
          <DataItem label="Tipo">{LOCATION_KIND_LABELS[location.kind]}</DataItem>
          <DataItem label="Código">{location.code}</DataItem>
          <DataItem label="Ubicación superior">
            {parent ? <Link to={`${LOCATIONS_BASE}/${parent.id}`}>{parent.topographic_code}</Link> : '—'}
          </DataItem>
          <DataItem label="Capacidad">{formatQuantity(location.capacity_total, 'caja', 'cajas')}</DataItem>
          <DataItem label="Ocupación">
            <OccupancyBar
              occupied={location.occupied}
              capacity={location.capacity_total}
              label={location.topographic_code}
            />
          </DataItem>
          <DataItem label="Observaciones">{location.notes ?? '—'}</DataItem>
        </dl>
      </section>

      <LocationContents location={location} />

      <HistoryBelow
        resource="physical-locations"
        id={location.id}
        labels={HISTORY_LABELS}
        formats={{
          kind: fromMap(LOCATION_KIND_LABELS),
          parent_id: namedIn(new Map((tree.data ?? []).map((n) => [n.id, n.topographic_code]))),
        }}
      />
      <ConfirmDialog />
    </div>
  );
}

export default showPage<PhysicalLocation>('physical-locations', LocationDetail);
