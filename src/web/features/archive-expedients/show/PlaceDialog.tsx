/**
 * "Ubicar" and "Mover": a level of the location tree and a free position in it. Only levels with
 * room are offered (and the unit's own, to move along it). It opens on the first free position of
 * the tree (the first level in reading order with room, its lowest free slot), as the location
 * screens compute it; choosing another level proposes that level's.
 */
import { positionCode } from '@shared/schemas/archive';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { hasRoom, type ShelfLevel, ShelfLevelField, useShelfLevels } from '../../../lib/archive/shelfLevels';
import { DeskForm } from '../../../lib/form/DeskForm';
import { DialogActions } from '../../../lib/form/DialogActions';
import { Field } from '../../../lib/form/Field';
import type { ActionDialogProps } from '../../../lib/records/module';
import type { Expedient } from '../archive-expedients.record';

function LocationDialog({
  record: unit,
  runner,
  visible,
  onHide,
  action,
}: ActionDialogProps<Expedient> & { action: 'place' | 'move' }) {
  const [levelId, setLevelId] = useState<number | null>(null);
  const [position, setPosition] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A full level is no choice (the server refuses it), unless the unit sits on it already.
  const offered = useCallback((n: ShelfLevel) => hasRoom(n) || n.id === unit.location?.id, [unit.location?.id]);
  const { levels: onLevels, loading, loaded, slots } = useShelfLevels(visible, levelId, offered);

  // Start on the first level with room; then on that level's first free position.
  useEffect(() => {
    if (levelId === null && loaded) setLevelId(onLevels[0]?.id ?? null);
  }, [loaded, levelId, onLevels]);
  useEffect(() => {
    if (slots) setPosition(slots.find((s) => s.unit === null)?.position ?? null);
  }, [slots]);

  const free = (slots ?? []).filter((s) => s.unit === null || s.unit.id === unit.id);
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
        <ShelfLevelField
          id="place-level"
          label="Nivel (entrepaño)"
          levels={onLevels}
          value={levelId}
          onChange={(id) => {
            setLevelId(id);
            setPosition(null);
          }}
          loading={loading}
          placeholder="Elija un nivel"
          emptyMessage="No hay niveles con espacio libre."
        />
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
        <DialogActions
          error={error}
          onCancel={onHide}
          label={action === 'place' ? 'Ubicar' : 'Mover'}
          icon="pi pi-map-marker"
          loading={runner.busy}
        />
      </DeskForm>
    </Dialog>
  );
}

export const PlaceDialog = (props: ActionDialogProps<Expedient>) => <LocationDialog {...props} action="place" />;
export const MoveDialog = (props: ActionDialogProps<Expedient>) => <LocationDialog {...props} action="move" />;
