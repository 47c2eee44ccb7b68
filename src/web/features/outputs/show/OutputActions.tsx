/** The output's header actions, as its `can` allows: edit, dispatch, archive, annul with a reason. */
import type { CommandRunner } from '../../../lib/crud/commands';
import { AnnulAction, ConfirmedAction, EditLink } from '../../../lib/records/RecordActions';
import type { Output } from '../output';

export function OutputActions({ output, runner }: { output: Output; runner: CommandRunner }) {
  const { can } = output;
  const version = { version: output.version };
  if (!(can.update || can.dispatch || can.archive || can.annul)) return null;
  return (
    <div className="show-actions record-actions">
      {can.dispatch && (
        <ConfirmedAction
          runner={runner}
          label="Despachar"
          icon="pi pi-send"
          header="Despachar salida"
          message={`¿Enviar la salida ${output.number} a despacho? Ya no podrá editarse.`}
          command={{ path: 'dispatch', body: version }}
          done="Salida enviada a despacho."
        />
      )}
      {can.archive && (
        <ConfirmedAction
          runner={runner}
          label="Archivar"
          icon="pi pi-box"
          header="Archivar salida"
          message={`¿Archivar la salida ${output.number}?`}
          command={{ path: 'archive', body: version }}
          done="Salida archivada."
        />
      )}
      {can.update && <EditLink to={`/outputs/${output.id}/edit`} />}
      {can.annul && (
        <AnnulAction
          runner={runner}
          version={output.version}
          title="Anular salida"
          number={output.number}
          note="La salida conservará su número y no podrá volver a usarse."
          done="Salida anulada."
        />
      )}
    </div>
  );
}
