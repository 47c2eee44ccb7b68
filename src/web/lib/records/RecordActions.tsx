/** Header actions every registered document has: a confirmed state change, editing and annulling with a reason. */
import { Button, type ButtonProps } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CommandRunner, RecordCommand } from '../crud/commands';
import { ReasonDialog } from '../crud/ReasonDialog';

interface ConfirmedActionProps {
  runner: CommandRunner;
  label: string;
  icon: string;
  severity?: ButtonProps['severity'];
  /** The question, e.g. "¿Archivar la salida SAL-2026-000045?" */
  header: string;
  message: string;
  command: RecordCommand;
  /** The toast once done. */
  done: string;
}

/** A button that asks first, then runs the command. */
export function ConfirmedAction({
  runner,
  label,
  icon,
  severity,
  header,
  message,
  command,
  done,
}: ConfirmedActionProps) {
  return (
    <Button
      type="button"
      label={label}
      icon={icon}
      severity={severity}
      loading={runner.busy}
      onClick={() =>
        confirmDialog({
          header,
          message,
          icon: 'pi pi-question-circle',
          acceptLabel: label,
          rejectLabel: 'Cancelar',
          accept: () => runner.runNow(command, done),
        })
      }
    />
  );
}

export function EditLink({ to }: { to: string }) {
  return (
    <Link to={to} className="p-button p-component p-button-outlined">
      <span className="p-button-icon p-button-icon-left pi pi-pencil" aria-hidden="true" />
      <span className="p-button-label">Editar</span>
    </Link>
  );
}

interface AnnulActionProps {
  runner: CommandRunner;
  version: number;
  /** "Anular ingreso", the dialog's button; the dialog adds the number. */
  title: string;
  number: string;
  /** What annulling does, above the reason. */
  note: string;
  done: string;
}

export function AnnulAction({ runner, version, title, number, note, done }: AnnulActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" label="Anular" icon="pi pi-ban" severity="danger" outlined onClick={() => setOpen(true)} />
      <ReasonDialog
        visible={open}
        header={`${title} ${number}`}
        note={note}
        label="Motivo de la anulación"
        submitLabel={title}
        submitIcon="pi-ban"
        onHide={() => setOpen(false)}
        onSubmit={(reason) => runner.run({ path: 'annul', body: { version, reason } }, done).then(() => setOpen(false))}
      />
    </>
  );
}
