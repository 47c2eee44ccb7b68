/**
 * "Doc. ingreso apoyo" and "Doc. salida apoyo" as document modules: the list (search by number,
 * subject or reference; filters in the URL; export) and the record page, drawn by lib/records'
 * DocumentListPage and RecordPage. One declaration, built for each kind.
 */
import { PARTY_KINDS, SUPPORTING_STATES } from '@shared/schemas/supporting';
import { Link } from 'react-router';
import { codeName } from '../../lib/crud/columns';
import { formatDate, formatDayTime } from '../../lib/dates';
import { officeColumn, recordPath, stateColumn, subjectColumn } from '../../lib/records/columns';
import { annulAction, summaryItem } from '../../lib/records/items';
import { defineModule } from '../../lib/records/module';
import { personName } from '../../lib/records/names';
import { SUPPORTING_FIELD_LABELS, SUPPORTING_HISTORY_ACTIONS, supportingHistoryFormats } from './show/history';
import {
  partyName,
  STATE_OPTIONS,
  SUPPORTING_ENTRIES,
  SUPPORTING_OUTPUTS,
  type Supporting,
  type SupportingKind,
} from './supporting.record';

/** The entry or output of the central registry it relates to, linked. */
function linkedRecord(doc: Supporting) {
  if (doc.entry_id !== null && doc.entry)
    return (
      <Link to={recordPath('entries', doc.entry_id)} className="cell-link nowrap">
        Ingreso {doc.entry.number}
      </Link>
    );
  if (doc.output_id !== null && doc.output)
    return (
      <Link to={recordPath('outputs', doc.output_id)} className="cell-link nowrap">
        Salida {doc.output.number}
      </Link>
    );
  return null;
}

function supportingModule(kind: SupportingKind) {
  const noun = kind.noun.toLocaleLowerCase('es');
  return defineModule<Supporting>({
    resource: kind.resource,
    title: kind.title,
    noun: kind.noun,
    states: SUPPORTING_STATES,

    list: {
      subtitle: kind.subtitle,
      defaultSort: '-document_at',
      createPermissions: kind.createPermissions,
      createLabel: kind.createLabel,
      searchPlaceholder: 'Buscar por número, asunto o referencia',
      filters: [
        { name: 'state', label: 'Estado', options: STATE_OPTIONS },
        { kind: 'lookup', name: 'office_id', label: 'Oficina', resource: 'offices' },
        { kind: 'lookup', name: 'type_id', label: 'Tipo de documento', resource: kind.typeResource },
        { kind: 'date-range', name: 'from', to: 'to', label: 'Fecha' },
        { kind: 'toggle', name: 'mine', label: 'Registrados por mí', icon: 'pi pi-user' },
      ],
      exportName: kind.exportName,
      // Supporting outputs may be born digital: drafted, reviewed and signed in Folio.
      links:
        kind.resource === 'supporting-outputs'
          ? [
              {
                label: 'Proyectar',
                icon: 'pi pi-pencil',
                to: '/drafts/create?target=supporting-outputs',
                permissions: ['outputs-draft'],
              },
            ]
          : undefined,
      date: { field: 'document_at', header: 'Fecha' },
      columns: [
        { field: 'type', header: 'Tipo', hideOnMobile: true, body: (row) => row.type?.name },
        subjectColumn((row) => <small className="show-mobile">{partyName(row)}</small>),
        { field: 'party', header: kind.partyLabel, hideOnMobile: true, body: (row) => partyName(row) },
        officeColumn('office', 'Oficina'),
        stateColumn(SUPPORTING_STATES),
      ],
    },

    record: {
      annulled: `${kind.noun} anulado`,
      actions: [
        {
          kind: 'confirm',
          can: 'attend',
          path: 'attend',
          label: 'Marcar atendido',
          icon: 'pi pi-check',
          header: `Marcar como atendido`,
          message: (doc) => `¿Marcar el ${noun} ${doc.number} como atendido?`,
          done: `${kind.noun} atendido.`,
        },
        {
          kind: 'confirm',
          can: 'archive',
          path: 'archive',
          label: 'Archivar',
          icon: 'pi pi-box',
          header: `Archivar ${noun}`,
          message: (doc) => `¿Archivar el ${noun} ${doc.number}? Ya no podrá editarse.`,
          done: `${kind.noun} archivado.`,
        },
        { kind: 'edit' },
        {
          kind: 'link',
          can: 'promote',
          label: 'Promover a solicitud',
          icon: 'pi pi-arrow-up-right',
          outlined: true,
          to: (doc) => `/${kind.requestResource}/create?supporting=${doc.id}`,
        },
        annulAction({
          noun,
          note: 'El documento conservará su número y no podrá volver a usarse.',
          done: `${kind.noun} anulado.`,
          submitLabel: 'Anular documento',
        }),
      ],
      data: [
        {
          title: 'Documento',
          items: [
            { label: 'Tipo de documento', value: (d) => d.type?.name },
            { label: kind.dateLabel, value: (d) => formatDayTime(d.document_at) },
            { label: kind.referenceLabel.replace(' (opcional)', ''), value: (d) => d.reference },
            {
              label: kind.referenceDateLabel.replace(' (opcional)', ''),
              value: (d) => d.reference_date && formatDate(d.reference_date),
            },
            { label: 'Folios', value: (d) => d.folios },
            { label: 'Anexos', value: (d) => d.annexes },
            { label: 'Asunto', value: (d) => d.subject, wide: true },
            summaryItem((d) => d.summary),
          ],
        },
        {
          title: 'Oficina y relación',
          filing: true,
          items: [
            { label: 'Oficina', value: (d) => codeName(d.office) },
            { label: kind.partyLabel, value: (d) => `${partyName(d)} (${PARTY_KINDS[d.party_kind]})` },
            { label: 'Registrado por', value: (d) => personName(d.registered_by_user) },
            { label: 'Relacionado con', value: (d) => linkedRecord(d), optional: true },
            {
              label: 'Promovido a solicitud',
              value: (d) =>
                d.request && (
                  <Link to={recordPath(kind.requestResource, d.request.id)} className="cell-link nowrap">
                    {d.request.number}
                  </Link>
                ),
              optional: true,
            },
          ],
        },
      ],
      main: ['attachments'],
      history: {
        labels: SUPPORTING_FIELD_LABELS,
        actions: SUPPORTING_HISTORY_ACTIONS,
        formats: supportingHistoryFormats,
      },
    },
  });
}

export const supportingEntriesModule = supportingModule(SUPPORTING_ENTRIES);
export const supportingOutputsModule = supportingModule(SUPPORTING_OUTPUTS);
