/**
 * "Archivar en expediente": on an entry, output or supporting document the archive may file
 * (`archive-documents-create`, and the record's `can.archive`), a dialog picks an open expedient
 * and proposes the next order and folio range after its last document; saving posts
 * `POST /api/v1/archive-documents`, which archives the record in the same transaction.
 */

import { zodResolver } from '@hookform/resolvers/zod';
import type { LookupOption } from '@shared/crud';
import type { One, Page } from '@shared/pagination';
import { can } from '@shared/permissions';
import {
  ARCHIVE_SOURCE_KINDS,
  type FileIntoExpedientInput,
  fileIntoExpedientInput,
} from '@shared/schemas/archive-expedients';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { api } from '../api';
import { resourceUrl } from '../crud/hooks';
import { DeskForm } from '../form/DeskForm';
import { DialogActions } from '../form/DialogActions';
import { LookupField } from '../form/LookupField';
import { NumberField } from '../form/NumberField';
import { useFormErrorHandler } from '../form/serverErrors';
import { TextAreaField } from '../form/TextAreaField';
import { useSession } from '../session';
import { useToast } from '../toast';
import type { DocumentRecord } from './module';

interface OpenExpedient {
  id: number;
  code: string;
  title: string;
  next_document?: { position: number; folio_from: number };
}

/** Whether this user may file this record into an expedient now. */
export function useCanArchive(resource: string, record: DocumentRecord): boolean {
  const { permissions } = useSession();
  const allowed = (record.can as unknown as Record<string, boolean | undefined>).archive === true;
  return resource in ARCHIVE_SOURCE_KINDS && allowed && can(permissions, ['archive-documents-create']);
}

/** Open expedients whose code or title has the words typed. */
const openExpedients = async (q: string, signal?: AbortSignal): Promise<LookupOption[]> => {
  const query = new URLSearchParams({ state: 'abierto', q, per_page: '20', sort: 'code' });
  const page = await api<Page<OpenExpedient>>(resourceUrl('archive-expedients', `?${query}`), { signal });
  return page.data.map((e) => ({ id: e.id, label: e.code, description: e.title }));
};

export function FileInExpedient({ resource, record }: { resource: string; record: DocumentRecord }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" label="Archivar en expediente" icon="pi pi-box" outlined onClick={() => setOpen(true)} />
      {open && <FileDialog resource={resource} record={record} onHide={() => setOpen(false)} />}
    </>
  );
}

type Values = z.input<typeof fileIntoExpedientInput>;

function FileDialog({ resource, record, onHide }: { resource: string; record: DocumentRecord; onHide: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<LookupOption | null>(null);
  const form = useForm<Values, unknown, FileIntoExpedientInput>({
    resolver: zodResolver(fileIntoExpedientInput),
    defaultValues: { expedient_id: undefined, position: null, folio_from: undefined, folio_to: undefined, notes: '' },
  });
  const onError = useFormErrorHandler(form);
  const folios = Math.max(1, Number((record as unknown as { folios?: number }).folios ?? 1));

  /** Proposes the place after the expedient's last document, as many folios as the record has. */
  const propose = async (option: LookupOption | null) => {
    setChosen(option);
    if (!option) return;
    const expedient = await api<One<OpenExpedient>>(resourceUrl('archive-expedients', `/${option.id}`));
    const next = expedient.data.next_document ?? { position: 1, folio_from: 1 };
    form.setValue('position', next.position);
    form.setValue('folio_from', next.folio_from);
    form.setValue('folio_to', next.folio_from + folios - 1);
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await api(resourceUrl('archive-documents'), {
        method: 'POST',
        body: { ...values, source_kind: resource, source_id: record.id },
      });
      await queryClient.invalidateQueries({ queryKey: [resource] });
      await queryClient.invalidateQueries({ queryKey: ['archive-expedients'] });
      toast.success(`Documento archivado en el expediente ${chosen?.label ?? ''}.`);
      onHide();
    } catch (error) {
      onError(error);
    }
  });

  return (
    <Dialog
      visible
      header="Archivar en expediente"
      onHide={onHide}
      className="record-dialog"
      style={{ width: '34rem', maxWidth: '95vw' }}
    >
      <DeskForm
        className="form"
        noValidate
        aria-label="Archivar en expediente"
        desk
        onSubmit={(event) => void submit(event)}
      >
        <p className="text-muted">
          {record.number} quedará «Archivado» dentro del expediente que elija, con su orden y sus folios.
        </p>
        <LookupField
          control={form.control}
          name="expedient_id"
          label="Expediente o caja (abierto)"
          resource="archive-expedients"
          search={openExpedients}
          onSelect={(option) => void propose(option)}
          placeholder="Código o título"
          autoFocus
        />
        <NumberField control={form.control} name="position" label="N.° de orden" hint="Después del último documento." />
        <div className="form-row">
          <NumberField control={form.control} name="folio_from" label="Folio inicial" />
          <NumberField control={form.control} name="folio_to" label="Folio final" />
        </div>
        <TextAreaField
          id="notes"
          label="Observaciones (opcional)"
          maxLength={1000}
          error={form.formState.errors.notes}
          registration={form.register('notes')}
          rows={2}
        />
        <DialogActions
          onCancel={onHide}
          label="Archivar"
          title="Ctrl+Enter"
          icon="pi pi-box"
          loading={form.formState.isSubmitting}
        />
      </DeskForm>
    </Dialog>
  );
}
