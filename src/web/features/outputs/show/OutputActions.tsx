/** The output's header actions, as its `can` allows: edit, dispatch, archive, annul with a reason. */
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { useState } from 'react';
import { Link } from 'react-router';
import type { OutputRunner } from '../api';
import type { Output } from '../output';
import { AnnulDialog } from './AnnulDialog';

export function OutputActions({ output, runner }: { output: Output; runner: OutputRunner }) {
  const [annulling, setAnnulling] = useState(false);
  const { can } = output;
  const version = { version: output.version };

  const confirmStep = (step: 'dispatch' | 'archive') =>
    confirmDialog({
      header: step === 'dispatch' ? 'Despachar salida' : 'Archivar salida',
      message:
        step === 'dispatch'
          ? `¿Enviar la salida ${output.number} a despacho? Ya no podrá editarse.`
          : `¿Archivar la salida ${output.number}?`,
      icon: 'pi pi-question-circle',
      acceptLabel: step === 'dispatch' ? 'Despachar' : 'Archivar',
      rejectLabel: 'Cancelar',
      accept: () =>
        runner.runNow(
          { path: step, body: version },
          step === 'dispatch' ? 'Salida enviada a despacho.' : 'Salida archivada.',
        ),
    });

  if (!(can.update || can.dispatch || can.archive || can.annul)) return null;
  return (
    <div className="show-actions record-actions">
      {can.dispatch && (
        <Button
          type="button"
          label="Despachar"
          icon="pi pi-send"
          loading={runner.busy}
          onClick={() => confirmStep('dispatch')}
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
      {can.update && (
        <Link to={`/outputs/${output.id}/edit`} className="p-button p-component p-button-outlined">
          <span className="p-button-icon p-button-icon-left pi pi-pencil" aria-hidden="true" />
          <span className="p-button-label">Editar</span>
        </Link>
      )}
      {can.annul && (
        <Button
          type="button"
          label="Anular"
          icon="pi pi-ban"
          severity="danger"
          outlined
          onClick={() => setAnnulling(true)}
        />
      )}
      <AnnulDialog
        visible={annulling}
        number={output.number}
        onHide={() => setAnnulling(false)}
        onAnnul={(reason) =>
          runner.run({ path: 'annul', body: { ...version, reason } }, 'Salida anulada.').then(() => setAnnulling(false))
        }
      />
    </div>
  );
}
