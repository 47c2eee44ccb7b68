/** "Derivar" and "Asignar" as record-page actions: the dialogs, wired to the entry's commands. */
import type { ActionDialogProps } from '../../../lib/records/module';
import { personName } from '../../../lib/records/names';
import { useSession } from '../../../lib/session';
import type { Entry } from '../entries.record';
import { AssignDialog } from './AssignDialog';
import { DeriveDialog, deriveStart } from './DeriveDialog';

export function DeriveAction({ record: entry, runner, visible, onHide }: ActionDialogProps<Entry>) {
  const { user } = useSession();
  return (
    <DeriveDialog
      visible={visible}
      number={entry.number}
      start={deriveStart(entry, user?.office)}
      onHide={onHide}
      onDerive={(destinations) =>
        runner
          .run(
            { path: 'derive', body: { version: entry.version, destinations } },
            destinations.length === 1 ? 'Ingreso derivado.' : `Ingreso derivado a ${destinations.length} destinos.`,
          )
          .then(onHide)
      }
    />
  );
}

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

export function AssignAction({ record: entry, runner, visible, onHide }: ActionDialogProps<Entry>) {
  const { user } = useSession();
  const office = assignOffice(entry, user?.office);
  return (
    <AssignDialog
      visible={visible}
      number={entry.number}
      officeId={office.id}
      officeName={office.name}
      current={
        entry.assignee_id && entry.assignee ? { id: entry.assignee_id, label: personName(entry.assignee) } : null
      }
      onHide={onHide}
      onAssign={(userId) =>
        runner
          .run({ path: 'assign', body: { version: entry.version, user_id: userId } }, 'Ingreso asignado.')
          .then(onHide)
      }
    />
  );
}
