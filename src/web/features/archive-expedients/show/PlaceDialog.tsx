/**
 * "Ubicar" and "Mover": a level of the location tree and a free position in it. Only levels with
 * room are offered (and the unit's own, to move along it). It opens on the first free position of
 * the tree (the first level in reading order with room, its lowest free slot), as the location
 * screens compute it; choosing another level proposes that level's.
 */
import { positionCode } from '@shared/schemas/archive';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { useEffect, useState } from 'react';
import { api, errorMessage } from '../../../lib/api';
import { resourceUrl } from '../../../lib/crud/hooks';
import { DeskForm } from '../../../lib/form/DeskForm';
import { Field } from '../../../lib/form/Field';
import { FilterDropdown } from '../../../lib/form/FilterDropdown';
import type { ActionDialogProps } from '../../../lib/records/module';
import type { Expedient } from '../archive-expedients.record';

interface Level {
  id: number;
  kind: string;
  topographic_code: string;
  capacity_total: number;
  occupied: number;
}

interface Slot {
  position: number;
  code: string;
  unit: { id: number; code: string } | null;
}

const tree = () => api<{ data: Level[] }>(resourceUrl('physical-locations', '/tree')).then((a) => a.data);
const positions = (levelId: number) =>
  api<{ data: { positions: Slot[] } }>(resourceUrl('physical-locations', `/${levelId}/contents`)).then(
    (a) => a.data.positions,
  );

function LocationDialog({
  record: unit,
  runner,
  visible,
  onHide,
  action,
}: ActionDialogProps<Expedient> & { action: 'place' | 'move' }) {
  const levels = useQuery({ queryKey: ['physical-locations', 'tree'], queryFn: tree, enabled: visible });
  const [levelId, setLevelId] = useState<number | null>(null);
  const [position, setPosition] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const slots = useQuery({
    queryKey: ['physical-locations', 'positions', levelId],
    queryFn: () => positions(levelId!),
    enabled: visible && levelId !== null,
  });
  // A full level is no choice (the server refuses it), unless the unit sits on it already.
  const onLevels = (levels.data ?? []).filter(
    (n) => n.kind === 'nivel' && (n.occupied < n.capacity_total || n.id === unit.location?.id),
  );

  // Start on the first level with room; then on that level's first free position.
  useEffect(() => {
    if (levelId === null && levels.data) setLevelId(onLevels[0]?.id ?? null);
  }, [levels.data, levelId, onLevels]);
  useEffect(() => {
    if (slots.data) setPosition(slots.data.find((s) => s.unit === null)?.position ?? null);
  }, [slots.data]);

  const free = (slots.data ?? []).filter((s) => s.unit === null || s.unit.id === unit.id);
  const chosen = onLevels.find((n) => n.id === levelId);
  const save = () => {
    setError(null);
    if (levelId === null || position === null) {
      setError('Elija un nivel y una posición libre.');
      return;
    }
    runner
      .run(
        { path: action, body: { version: unit.version, location_id: levelId, position } },
        `Unidad ubicada en ${chosen?.topographic_code}-${positionCode(position)}.`,
      )
      .then(onHide)
      .catch((failure) => setError(errorMessage(failure)));
  };

  return (
    <Dialog
      visible={visible}
      header={action === 'place' ? `Ubicar ${unit.code}` : `Mover ${unit.code}`}
      onHide={onHide}
      className="record-dialog"
      style={{ width: '32rem', maxWidth: '95vw' }}
    >
      <DeskForm
        className="form"
        noValidate
        aria-label={action === 'place' ? 'Ubicar unidad' : 'Mover unidad'}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {unit.location && <p className="text-muted">Ahora en {unit.location.topographic_code}.</p>}
        <Field id="place-level" label="Nivel (entrepaño)">
          <FilterDropdown
            inputId="place-level"
            value={levelId}
            options={onLevels.map((n) => ({
              value: n.id,
              label: `${n.topographic_code} · ${n.capacity_total - n.occupied} libres de ${n.capacity_total}`,
            }))}
            onChange={(event) => {
              setLevelId(event.value as number);
              setPosition(null);
            }}
            placeholder={levels.isLoading ? 'Cargando ubicaciones…' : 'Elija un nivel'}
            emptyMessage="No hay niveles con espacio libre."
            className="w-full"
          />
        </Field>
        <Field id="place-position" label="Posición">
          <Dropdown
            inputId="place-position"
            value={position}
            options={free.map((s) => ({ value: s.position, label: s.code }))}
            onChange={(event) => setPosition(event.value as number)}
            placeholder={levelId === null ? 'Elija primero un nivel' : 'Elija una posición libre'}
            className="w-full"
          />
        </Field>
        {chosen && position !== null && (
          <p>
            Quedará en <strong className="cell-code">{`${chosen.topographic_code}-${positionCode(position)}`}</strong>.
          </p>
        )}
        {error && (
          <small className="p-error" role="alert">
            {error}
          </small>
        )}
        <div className="form-actions">
          <Button type="button" label="Cancelar" text onClick={onHide} />
          <Button
            type="submit"
            label={action === 'place' ? 'Ubicar' : 'Mover'}
            icon="pi pi-map-marker"
            loading={runner.busy}
          />
        </div>
      </DeskForm>
    </Dialog>
  );
}

export const PlaceDialog = (props: ActionDialogProps<Expedient>) => <LocationDialog {...props} action="place" />;
export const MoveDialog = (props: ActionDialogProps<Expedient>) => <LocationDialog {...props} action="move" />;
