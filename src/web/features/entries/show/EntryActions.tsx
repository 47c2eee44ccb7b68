/** The entry's header actions, as its `can` allows: edit, derive, assign, attend, archive, annul, print the sticker. */
import { Button } from 'primereact/button';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import type { CommandRunner } from '../../../lib/crud/commands';
import { personName } from '../../../lib/records/names';
import { AnnulAction, ConfirmedAction, EditLink } from '../../../lib/records/RecordActions';
import { useSession } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { AssignDialog } from './AssignDialog';
import { DeriveDialog, deriveStart } from './DeriveDialog';
import type { Entry } from './entry';
import { printSticker } from './sticker';

type Open = 'derive' | 'assign' | null;

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

export function EntryActions({ entry, runner }: { entry: Entry; runner: CommandRunner }) {
  const { user } = useSession();
  const toast = useToast();
  const [open, setOpen] = useState<Open>(null);
  const [printing, setPrinting] = useState(false);
  const { can } = entry;
  const close = () => setOpen(null);
  const version = { version: entry.version };

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
    <div className="show-actions record-actions">
      {can.derive && <Button type="button" label="Derivar" icon="pi pi-send" onClick={() => setOpen('derive')} />}
      {can.attend && (
        <ConfirmedAction
          runner={runner}
          label="Atender"
          icon="pi pi-check-circle"
          severity="success"
          header="Atender ingreso"
          message={`¿Dar por atendido el ingreso ${entry.number}?`}
          command={{ path: 'attend', body: version }}
          done="Ingreso atendido."
        />
      )}
      {can.archive && (
        <ConfirmedAction
          runner={runner}
          label="Archivar"
          icon="pi pi-box"
          header="Archivar ingreso"
          message={`¿Archivar el ingreso ${entry.number}? Ya no podrá derivarse.`}
          command={{ path: 'archive', body: version }}
          done="Ingreso archivado."
        />
      )}
      {can.assign && (
        <Button type="button" label="Asignar" icon="pi pi-user-plus" outlined onClick={() => setOpen('assign')} />
      )}
      {can.update && <EditLink to={`/entries/${entry.id}/edit`} />}
      <Button
        type="button"
        label="Imprimir sticker"
        icon="pi pi-print"
        outlined
        loading={printing}
        onClick={() => void print()}
      />
      {can.annul && (
        <AnnulAction
          runner={runner}
          version={entry.version}
          title="Anular ingreso"
          number={entry.number}
          note="El ingreso conservará su número, que no volverá a usarse; las derivaciones pendientes se cancelan."
          done="Ingreso anulado."
        />
      )}

      <DeriveDialog
        visible={open === 'derive'}
        number={entry.number}
        start={deriveStart(entry)}
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
    </div>
  );
}
