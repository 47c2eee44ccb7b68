/** The entry's header actions, as its `can` allows: edit, derive, assign, attend, archive, annul, print the sticker. */
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { AssignDialog } from './AssignDialog';
import type { EntryRunner } from './api';
import { DeriveDialog } from './DeriveDialog';
import { type Entry, personName } from './entry';
import { ReasonDialog } from './ReasonDialog';
import { printSticker } from './sticker';

type Open = 'derive' | 'assign' | 'annul' | null;

/** Whose people may be assigned: the user's office when it holds the entry, else the last to receive it, else the destination. */
function assignOffice(entry: Entry, own: { id: number; code: string; name: string } | null | undefined) {
  const received = entry.movements.filter((m) => m.state === 'recibido');
  if (own && (own.id === entry.destination_office_id || received.some((m) => m.to_office_id === own.id)))
    return { id: own.id, name: `${own.code} - ${own.name}` };
  const last = received.at(-1);
  if (last) return { id: last.to_office_id, name: last.to_office ?? 'la oficina' };
  const destination = entry.destination_office;
  return {
    id: entry.destination_office_id,
    name: destination ? `${destination.code} - ${destination.name}` : 'la oficina de destino',
  };
}

export function EntryActions({ entry, runner }: { entry: Entry; runner: EntryRunner }) {
  const { user } = useSession();
  const toast = useToast();
  const [open, setOpen] = useState<Open>(null);
  const [printing, setPrinting] = useState(false);
  const { can } = entry;
  const close = () => setOpen(null);
  const version = { version: entry.version };

  const confirmStep = (step: 'attend' | 'archive') =>
    confirmDialog({
      header: step === 'attend' ? 'Atender ingreso' : 'Archivar ingreso',
      message:
        step === 'attend'
          ? `¿Dar por atendido el ingreso ${entry.number}?`
          : `¿Archivar el ingreso ${entry.number}? Ya no podrá derivarse.`,
      icon: 'pi pi-question-circle',
      acceptLabel: step === 'attend' ? 'Atender' : 'Archivar',
      rejectLabel: 'Cancelar',
      accept: () =>
        runner.runNow({ path: step, body: version }, step === 'attend' ? 'Ingreso atendido.' : 'Ingreso archivado.'),
    });

  const print = async () => {
    setPrinting(true);
    try {
      await printSticker(entry);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPrinting(false);
    }
  };

  const office = assignOffice(entry, user?.office);
  return (
    <div className="show-actions entry-actions">
      {can.derive && <Button type="button" label="Derivar" icon="pi pi-send" onClick={() => setOpen('derive')} />}
      {can.attend && (
        <Button
          type="button"
          label="Atender"
          icon="pi pi-check-circle"
          severity="success"
          loading={runner.busy}
          onClick={() => confirmStep('attend')}
        />
      )}
      {can.archive && (
        <Button
          type="button"
          label="Archivar"
          icon="pi pi-box"
          loading={runner.busy}
          onClick={() => confirmStep('archive')}
        />
      )}
      {can.assign && (
        <Button type="button" label="Asignar" icon="pi pi-user-plus" outlined onClick={() => setOpen('assign')} />
      )}
      {can.update && (
        <Link to={`/entries/${entry.id}/edit`} className="p-button p-component p-button-outlined">
          <span className="p-button-icon p-button-icon-left pi pi-pencil" aria-hidden="true" />
          <span className="p-button-label">Editar</span>
        </Link>
      )}
      <Button
        type="button"
        label="Imprimir sticker"
        icon="pi pi-print"
        outlined
        loading={printing}
        onClick={() => void print()}
      />
      {can.annul && (
        <Button
          type="button"
          label="Anular"
          icon="pi pi-ban"
          severity="danger"
          outlined
          onClick={() => setOpen('annul')}
        />
      )}

      <DeriveDialog
        visible={open === 'derive'}
        number={entry.number}
        onHide={close}
        onDerive={(destinations) =>
          runner
            .run(
              { path: 'derive', body: { ...version, destinations } },
              destinations.length === 1 ? 'Ingreso derivado.' : `Ingreso derivado a ${destinations.length} destinos.`,
            )
            .then(close)
        }
      />
      <AssignDialog
        visible={open === 'assign'}
        number={entry.number}
        officeId={office.id}
        officeName={office.name}
        current={
          entry.assignee_id && entry.assignee ? { id: entry.assignee_id, label: personName(entry.assignee) } : null
        }
        onHide={close}
        onAssign={(userId) =>
          runner.run({ path: 'assign', body: { ...version, user_id: userId } }, 'Ingreso asignado.').then(close)
        }
      />
      <ReasonDialog
        visible={open === 'annul'}
        header={`Anular ingreso ${entry.number}`}
        note="El ingreso conservará su número, que no volverá a usarse; las derivaciones pendientes se cancelan."
        label="Motivo de la anulación"
        submitLabel="Anular ingreso"
        submitIcon="pi-ban"
        onHide={close}
        onSubmit={(reason) =>
          runner.run({ path: 'annul', body: { ...version, reason } }, 'Ingreso anulado.').then(close)
        }
      />
    </div>
  );
}
