/**
 * "Entregado": who received it (name, DNI, position), signed or sealed, and the photo of the signed
 * cargo taken with the phone's camera (or a PDF); the photo is uploaded to the control first.
 */
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { api, errorMessage } from '../../../lib/api';
import { resourceUrl } from '../../../lib/crud/hooks';
import type { RecordContext } from '../../../lib/records/module';
import type { DeliveryControl, Item } from '../delivery-controls.record';

interface Props extends Omit<RecordContext<DeliveryControl>, 'record'> {
  control: DeliveryControl;
  item: Item | null;
  onHide: () => void;
}

export function ResultDialog({ control, item, runner, onHide }: Props) {
  return (
    <Dialog
      visible={item !== null}
      onHide={onHide}
      header={item ? `Entregado: ${item.copy?.document.number ?? ''}` : ''}
      modal
      breakpoints={{ '767px': '100vw' }}
      style={{ width: '30rem' }}
    >
      {item && <DeliveredForm control={control} item={item} runner={runner} onDone={onHide} />}
    </Dialog>
  );
}

function DeliveredForm({
  control,
  item,
  runner,
  onDone,
}: Omit<Props, 'item' | 'onHide'> & { item: Item; onDone: () => void }) {
  const [name, setName] = useState('');
  const [dni, setDni] = useState('');
  const [position, setPosition] = useState('');
  const [signed, setSigned] = useState(true);
  const [sealed, setSealed] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      let cargo: number | null = null;
      if (photo) {
        const form = new FormData();
        form.append('files', photo, photo.name || 'cargo.jpg');
        const saved = await api<{ data: { id: number }[] }>(
          resourceUrl('delivery-controls', `/${control.id}/attachments`),
          {
            method: 'POST',
            body: form,
          },
        );
        cargo = saved.data[0]?.id ?? null;
      }
      await runner.run(
        {
          path: `items/${item.id}/results`,
          body: {
            result: 'entregado',
            received_by_name: name,
            received_by_document: dni,
            received_by_position: position,
            signed,
            sealed,
            cargo_attachment_id: cargo,
          },
        },
        'Entrega registrada.',
      );
      onDone();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form delivery-result-form"
      noValidate
      aria-label="Registrar entrega"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <p className="text-muted">{item.copy?.recipient}</p>
      <div className="field">
        <label htmlFor="received-name">Recibido por (nombre)</label>
        <InputText
          id="received-name"
          value={name}
          maxLength={200}
          autoComplete="off"
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="received-dni">DNI</label>
        <InputText
          id="received-dni"
          value={dni}
          maxLength={20}
          inputMode="numeric"
          autoComplete="off"
          onChange={(e) => setDni(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="received-position">Cargo o relación (opcional)</label>
        <InputText
          id="received-position"
          value={position}
          maxLength={120}
          onChange={(e) => setPosition(e.target.value)}
        />
      </div>
      <div className="delivery-checks">
        <label htmlFor="received-signed">
          <Checkbox inputId="received-signed" checked={signed} onChange={(e) => setSigned(Boolean(e.checked))} />{' '}
          Firmado
        </label>
        <label htmlFor="received-sealed">
          <Checkbox inputId="received-sealed" checked={sealed} onChange={(e) => setSealed(Boolean(e.checked))} />{' '}
          Sellado
        </label>
      </div>
      <div className="field">
        <label htmlFor="cargo-photo">Foto o PDF del cargo firmado</label>
        <input
          id="cargo-photo"
          type="file"
          accept="image/*,application/pdf"
          capture="environment"
          onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
        />
        {photo && <small>{photo.name}</small>}
      </div>
      {error && (
        <p role="alert" className="scan-error">
          {error}
        </p>
      )}
      <Button
        type="submit"
        label="Guardar entrega"
        icon="pi pi-check"
        severity="success"
        loading={busy}
        className="w-full"
      />
    </form>
  );
}
