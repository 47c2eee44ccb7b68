/**
 * «Proyectos de documento» (issue 28) as a document module: the list with its queues («Por
 * visar», «Por firmar», «Mis proyectos») and the draft's page with the visto bueno actions, the
 * reviewers in order, the preview and the anexos, drawn by lib/records.
 */
import { DRAFT_STATES, DRAFT_TARGETS, REVIEW_STATES } from '@shared/schemas/drafts';
import { Link } from 'react-router';
import { codeName } from '../../lib/crud/columns';
import { formatDayTime } from '../../lib/dates';
import { labelOptions } from '../../lib/form/SelectField';
import { officeColumn, recordPath, stateColumn, subjectColumn } from '../../lib/records/columns';
import { defineModule } from '../../lib/records/module';
import { personName } from '../../lib/records/names';
import { openPdf } from '../../lib/records/openPdf';
import type { Draft } from './drafts.record';
import { ReviewersPanel } from './show/ReviewersPanel';
import { ApproveDialog, SignDialog } from './sign/PinDialogs';
import { bulkSign } from './sign/SignSelectedDialog';
import './drafts.css';

export const QUEUES = { review: 'Por visar', sign: 'Por firmar', mine: 'Mis proyectos' } as const;

const preview = (d: Draft) => openPdf('drafts', `/${d.id}/preview`, `proyecto-${d.number}.pdf`);

export const draftsModule = defineModule<Draft>({
  resource: 'drafts',
  title: 'Proyectos de documento',
  noun: 'Proyecto',
  states: DRAFT_STATES,

  list: {
    subtitle: 'Documentos que se redactan en Folio, pasan por visto bueno y se firman digitalmente.',
    defaultSort: '-updated_at',
    createPermissions: ['outputs-draft'],
    createLabel: 'Proyectar',
    searchPlaceholder: 'Buscar por asunto o referencia',
    filters: [
      { name: 'queue', label: 'Bandeja', options: labelOptions(QUEUES) },
      { name: 'state', label: 'Estado', options: labelOptions(DRAFT_STATES) },
    ],
    exportName: 'proyectos',
    bulk: bulkSign,
    date: { field: 'updated_at', header: 'Modificado' },
    columns: [
      subjectColumn(),
      { field: 'type_output', header: 'Tipo', hideOnMobile: true, body: (row) => row.type_output?.name ?? '' },
      officeColumn('office', 'Oficina'),
      { field: 'drafter', header: 'Proyectado por', hideOnMobile: true, body: (row) => personName(row.drafter) },
      stateColumn(DRAFT_STATES),
    ],
  },

  record: {
    annulled: 'Proyecto anulado',
    actions: [
      { kind: 'run', label: 'Vista previa', icon: 'pi pi-file-pdf', run: preview },
      { kind: 'edit' },
      {
        kind: 'confirm',
        can: 'send',
        path: 'send',
        label: 'Enviar a visto bueno',
        icon: 'pi pi-send',
        header: 'Enviar a visto bueno',
        message: (d) =>
          d.reviewers.length > 0
            ? `¿Enviar el proyecto a ${personName(d.reviewers[0]!)} para su visto bueno? No podrá cambiarlo mientras lo revisan.`
            : `¿Enviar el proyecto a ${personName(d.signer)} para su firma?`,
        done: 'Proyecto enviado.',
      },
      {
        kind: 'dialog',
        can: 'approve',
        label: 'Dar V°B°',
        icon: 'pi pi-check',
        severity: 'success',
        dialog: ApproveDialog,
      },
      { kind: 'dialog', can: 'sign', label: 'Firmar', icon: 'pi pi-verified', severity: 'success', dialog: SignDialog },
      {
        kind: 'reason',
        can: 'observe',
        path: 'observe',
        label: 'Observar',
        icon: 'pi pi-comment',
        severity: 'warning',
        outlined: true,
        header: (d) => `Observar el proyecto ${d.number}`,
        note: 'El proyecto vuelve a quien lo redactó con sus observaciones; al corregirlo, lo enviará otra vez.',
        reasonLabel: 'Observaciones',
        submitLabel: 'Observar',
        done: 'Proyecto observado.',
      },
    ],
    data: [
      {
        title: 'Documento',
        items: [
          { label: 'Tipo', value: (d) => d.type_output?.name ?? '' },
          { label: 'Número', value: (d) => (d.state === 'firmado' ? d.number : (d.letter?.pendingNumber ?? '')) },
          { label: 'Código de verificación', value: (d) => d.verification_code, optional: true },
          { label: 'Firmado', value: (d) => (d.signed_at ? formatDayTime(d.signed_at) : null), optional: true },
          {
            label: 'Registrado como',
            value: (d) =>
              d.output_id ? (
                <Link to={recordPath('outputs', d.output_id)}>Salida documental</Link>
              ) : d.supporting_output_id ? (
                <Link to={recordPath('supporting-outputs', d.supporting_output_id)}>Documento de salida de apoyo</Link>
              ) : null,
            optional: true,
          },
          { label: 'Se registrará como', value: (d) => DRAFT_TARGETS[d.target] },
          { label: 'Oficina', value: (d) => codeName(d.office) },
          { label: 'Proyectado por', value: (d) => personName(d.drafter) },
          { label: 'Firma', value: (d) => personName(d.signer) },
          {
            label: 'Destinatarios',
            value: (d) => (d.letter?.addressees ?? []).map((a) => a.name).join('; '),
            wide: true,
          },
          { label: 'Asunto', value: (d) => d.subject, wide: true },
          { label: 'Referencia', value: (d) => d.reference, wide: true, optional: true },
          {
            label: 'Con copia',
            value: (d) =>
              [...(d.copy_offices ?? []).map(codeName), ...(d.copies ?? '').split('\n')]
                .filter((line) => line.trim())
                .join('; '),
            wide: true,
            optional: true,
          },
          {
            label: 'Observaciones',
            value: (d) => (d.state === 'observado' ? d.observation : null),
            wide: true,
            optional: true,
          },
          { label: 'Modificado', value: (d) => formatDayTime(d.updated_at) },
        ],
      },
    ],
    main: [ReviewersPanel],
    side: ['attachments'],
    history: {
      labels: {
        subject: 'Asunto',
        reference: 'Referencia',
        body: 'Texto',
        copies: 'Con copia',
        copy_office_ids: 'Oficinas con copia',
        addressees: 'Destinatarios',
        signer_id: 'Firma',
        reviewers: 'Visto bueno',
        reviewer: 'Revisor',
        observation: 'Observaciones',
        state: 'Estado',
        type_output_id: 'Tipo',
        target: 'Se registrará como',
        drafter_id: 'Proyectado por',
        user_ids: 'Personas que lo ven',
        office_ids: 'Oficinas cuyos jefes lo ven',
        entry_id: 'Responde al ingreso',
        pdf: 'PDF',
        layout: 'Campos reservados del PDF',
        vistos_buenos_anulados: 'V°B° anulados por la observación',
        number: 'Número',
        verification_code: 'Código de verificación',
      },
      actions: {
        autosave: 'Texto guardado',
        send: 'Enviado a visto bueno',
        approve: 'V°B° firmado',
        observe: 'Observado',
        sign: 'Firmado',
      },
      formats: () => ({
        state: (v) => DRAFT_STATES[v as keyof typeof DRAFT_STATES] ?? String(v),
        target: (v) => DRAFT_TARGETS[v as keyof typeof DRAFT_TARGETS] ?? String(v),
        user_ids: (v) => `${Array.isArray(v) ? v.length : 0} personas`,
        office_ids: (v) => `${Array.isArray(v) ? v.length : 0} oficinas`,
        body: () => 'nueva versión del texto',
        layout: (v) => (v ? 'reservados' : '—'),
        reviewer: (v) => {
          const r = v as { state?: string } | null;
          return r?.state ? (REVIEW_STATES[r.state as keyof typeof REVIEW_STATES] ?? r.state) : '—';
        },
        reviewers: (v) => `${Array.isArray(v) ? v.length : 0} revisores`,
        addressees: (v) => `${Array.isArray(v) ? v.length : 0} destinatarios`,
      }),
    },
  },
});
