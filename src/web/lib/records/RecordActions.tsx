/**
 * The record page's buttons, from the module's declared actions: each shows while the record's
 * `can` allows it (as the server computed it) and asks what it must before running. Every
 * document a folder can hold also gets "Archivar en carpeta" (FileInFolder.tsx).
 */
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import type { CommandRunner } from '../crud/commands';
import { ReasonDialog } from '../crud/ReasonDialog';
import { useToast } from '../toast';
import { FileInExpedient, useCanArchive } from './FileInExpedient';
import { FileInFolder, useCanFile } from './FileInFolder';
import type { ActionDef, DocumentRecord, ReasonActionDef, RunActionDef } from './module';

interface RecordActionsProps<T extends DocumentRecord> {
  resource: string;
  /** Where the record's screens live (module.ts `screensPath`); `/${resource}` when omitted. */
  path?: string;
  record: T;
  runner: CommandRunner;
  actions: ActionDef<T>[];
}

const allowed = (record: DocumentRecord, key: string | undefined) =>
  key === undefined || Boolean((record.can as unknown as Record<string, boolean | undefined>)[key]);

export function RecordActions<T extends DocumentRecord>({
  resource,
  path = `/${resource}`,
  record,
  runner,
  actions,
}: RecordActionsProps<T>) {
  const [open, setOpen] = useState<number | null>(null);
  const fileable = useCanFile(resource, record);
  const archivable = useCanArchive(resource, record);
  const shown = actions
    .map((action, index) => ({ action, index }))
    .filter(({ action }) => allowed(record, action.kind === 'edit' ? 'update' : action.can));
  if (shown.length === 0 && !fileable && !archivable) return null;
  const hide = () => setOpen(null);
  const version = { version: record.version };

  return (
    <div className="show-actions record-actions">
      {shown.map(({ action, index }) => {
        switch (action.kind) {
          case 'edit':
            return (
              <ActionLink key={index} to={`${path}/${record.id}/edit`} label="Editar" icon="pi pi-pencil" outlined />
            );
          case 'link':
            return (
              <ActionLink
                key={index}
                to={action.to(record)}
                label={action.label}
                icon={action.icon}
                outlined={action.outlined}
              />
            );
          case 'confirm':
            return (
              <Button
                key={index}
                type="button"
                label={action.label}
                icon={action.icon}
                severity={action.severity}
                outlined={action.outlined}
                loading={runner.busy}
                onClick={() =>
                  confirmDialog({
                    header: action.header,
                    message: action.message(record),
                    icon: 'pi pi-question-circle',
                    acceptLabel: action.label,
                    rejectLabel: 'Cancelar',
                    accept: () => runner.runNow({ path: action.path, body: version }, action.done),
                  })
                }
              />
            );
          case 'run':
            return <RunButton key={index} action={action} record={record} />;
          default: {
            const Dialog = action.kind === 'dialog' ? action.dialog : null;
            return (
              <Fragment key={index}>
                <Button
                  type="button"
                  label={action.label}
                  icon={action.icon}
                  severity={action.severity}
                  outlined={action.outlined}
                  onClick={() => setOpen(index)}
                />
                {Dialog ? (
                  <Dialog record={record} runner={runner} visible={open === index} onHide={hide} />
                ) : (
                  <ReasonAction
                    action={action as ReasonActionDef<T>}
                    record={record}
                    runner={runner}
                    visible={open === index}
                    onHide={hide}
                  />
                )}
              </Fragment>
            );
          }
        }
      })}
      {archivable && <FileInExpedient resource={resource} record={record} />}
      {fileable && <FileInFolder resource={resource} record={record} />}
    </div>
  );
}

/** A link that looks like the page's other buttons. */
function ActionLink({ to, label, icon, outlined }: { to: string; label: string; icon: string; outlined?: boolean }) {
  return (
    <Link to={to} className={outlined ? 'p-button p-component p-button-outlined' : 'p-button p-component'}>
      <span className={`p-button-icon p-button-icon-left ${icon}`} aria-hidden="true" />
      <span className="p-button-label">{label}</span>
    </Link>
  );
}

interface ReasonActionProps<T extends DocumentRecord> {
  action: ReasonActionDef<T>;
  record: T;
  runner: CommandRunner;
  visible: boolean;
  onHide: () => void;
}

function ReasonAction<T extends DocumentRecord>({ action, record, runner, visible, onHide }: ReasonActionProps<T>) {
  return (
    <ReasonDialog
      visible={visible}
      header={action.header(record)}
      note={action.note}
      label={action.reasonLabel}
      submitLabel={action.submitLabel}
      submitIcon={action.icon.replace(/^pi /, '')}
      onHide={onHide}
      onSubmit={(reason) =>
        runner.run({ path: action.path, body: { version: record.version, reason } }, action.done).then(onHide)
      }
    />
  );
}

function RunButton<T extends DocumentRecord>({ action, record }: { action: RunActionDef<T>; record: T }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await action.run(record);
    } catch (error) {
      toast.failure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="button"
      label={action.label}
      icon={action.icon}
      severity={action.severity}
      outlined={action.outlined}
      loading={busy}
      onClick={() => void run()}
    />
  );
}
