/** The output's data in two groups: the document, and its origin, reply and filing. */
import { ENTRY_PRIORITIES } from '@shared/schemas/entries';
import { Tag } from 'primereact/tag';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { codeName, formatDateTime } from '../../../lib/crud/columns';
import { useLookupOption } from '../../../lib/crud/hooks';
import { formatDate } from '../../../lib/dates';
import { type Output, personName } from '../output';

function Item({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'detail-wide' : undefined}>
      <dt>{label}</dt>
      <dd>
        {children === null || children === undefined || children === '' || children === false ? (
          <span className="text-muted">—</span>
        ) : (
          children
        )}
      </dd>
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = `output-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="record-data-group" aria-labelledby={id}>
      <h2 id={id} className="record-data-title">
        {title}
      </h2>
      <dl className="detail-grid">{children}</dl>
    </section>
  );
}

/** The option label of a series or subseries id: the output carries only the id. */
function CatalogName({ resource, id }: { resource: string; id: number }) {
  const option = useLookupOption(resource, id);
  if (!option.data) return <span className="text-muted">…</span>;
  return (
    <>
      {option.data.description && <span className="text-muted">{option.data.description} · </span>}
      {option.data.label}
    </>
  );
}

export function OutputData({ output }: { output: Output }) {
  return (
    <div className="panel record-data">
      <Group title="Documento">
        <Item label="Tipo de salida">{output.type_output?.name}</Item>
        <Item label="Referencia del documento">{output.reference}</Item>
        <Item label="Fecha del documento">{output.document_date && formatDate(output.document_date)}</Item>
        <Item label="Fecha y hora de emisión">{formatDateTime(output.issued_at)}</Item>
        <Item label="Folios">{output.folios}</Item>
        <Item label="Anexos">{output.annexes}</Item>
        <Item label="Asunto" wide>
          {output.subject}
        </Item>
        {output.summary && (
          <Item label="Resumen" wide>
            <span className="preserve-lines">{output.summary}</span>
          </Item>
        )}
      </Group>
      <Group title="Origen y respuesta">
        <Item label="Oficina de origen">{codeName(output.origin_office)}</Item>
        <Item label="Firmante">{personName(output.signer)}</Item>
        <Item label="Registrado por">{personName(output.registered_by_user)}</Item>
        <Item label="En respuesta al ingreso">
          {output.entry_id !== null && output.entry && (
            <span className="cell-stack">
              <Link to={`/entries/${output.entry_id}`} className="cell-link cell-code">
                {output.entry.number}
              </Link>
              <small>{output.entry.subject}</small>
            </span>
          )}
        </Item>
        <Item label="Prioridad">{ENTRY_PRIORITIES[output.priority]}</Item>
        <Item label="Clasificación">
          {output.classification && (
            <span className="record-inline">
              {output.classification.name}
              {output.classification.restricted && <Tag severity="warning" icon="pi pi-lock" value="Reservado" />}
            </span>
          )}
        </Item>
        <Item label="Serie documental">
          {output.series_id !== null && <CatalogName resource="series" id={output.series_id} />}
        </Item>
        {output.subseries_id !== null && (
          <Item label="Subserie documental">
            <CatalogName resource="subseries" id={output.subseries_id} />
          </Item>
        )}
      </Group>
    </div>
  );
}
