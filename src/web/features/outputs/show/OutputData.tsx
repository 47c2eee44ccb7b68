/** The output's data in two groups: the document, and its origin, reply and filing. */
import { ENTRY_PRIORITIES } from '@shared/schemas/entries';
import { Link } from 'react-router';
import { codeName, formatDateTime } from '../../../lib/crud/columns';
import { formatDate } from '../../../lib/dates';
import { personName } from '../../../lib/records/names';
import { DataGroup, DataItem, FilingItems } from '../../../lib/records/RecordData';
import type { Output } from '../output';

export function OutputData({ output }: { output: Output }) {
  return (
    <div className="panel record-data">
      <DataGroup title="Documento">
        <DataItem label="Tipo de salida">{output.type_output?.name}</DataItem>
        <DataItem label="Referencia del documento">{output.reference}</DataItem>
        <DataItem label="Fecha del documento">{output.document_date && formatDate(output.document_date)}</DataItem>
        <DataItem label="Fecha y hora de emisión">{formatDateTime(output.issued_at)}</DataItem>
        <DataItem label="Folios">{output.folios}</DataItem>
        <DataItem label="Anexos">{output.annexes}</DataItem>
        <DataItem label="Asunto" wide>
          {output.subject}
        </DataItem>
        {output.summary && (
          <DataItem label="Resumen" wide>
            <span className="preserve-lines">{output.summary}</span>
          </DataItem>
        )}
      </DataGroup>
      <DataGroup title="Origen y respuesta">
        <DataItem label="Oficina de origen">{codeName(output.origin_office)}</DataItem>
        <DataItem label="Firmante">{personName(output.signer)}</DataItem>
        <DataItem label="Registrado por">{personName(output.registered_by_user)}</DataItem>
        <DataItem label="En respuesta al ingreso">
          {output.entry_id !== null && output.entry && (
            <span className="cell-stack">
              <Link to={`/entries/${output.entry_id}`} className="cell-link cell-code">
                {output.entry.number}
              </Link>
              <small>{output.entry.subject}</small>
            </span>
          )}
        </DataItem>
        <DataItem label="Prioridad">{ENTRY_PRIORITIES[output.priority]}</DataItem>
        <FilingItems record={output} />
      </DataGroup>
    </div>
  );
}
