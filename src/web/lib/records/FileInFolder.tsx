/**
 * "Archivar en carpeta": every document page (entries, outputs, supporting documents) files its
 * record into one of the user's support folders — their own, or their office's when they may
 * change those — as a link (`POST /api/v1/folders/:id/items`). The dialog also lists the folders
 * that already hold it. The server refuses a record the user cannot open or only reads through a
 * loan, so the button only offers what it would accept.
 */
import { can } from '@shared/permissions';
import { FOLDER_ITEM_MEDIA, FOLDER_ITEM_TYPES } from '@shared/schemas/folders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { Link } from 'react-router';
import { api, errorMessage } from '../api';
import { resourceUrl } from '../crud/hooks';
import { DeskForm } from '../form/DeskForm';
import { DialogActions } from '../form/DialogActions';
import { Field } from '../form/Field';
import { FilterDropdown } from '../form/FilterDropdown';
import { labelOptions } from '../form/SelectField';
import { useSession } from '../session';
import { useToast } from '../toast';
import type { DocumentRecord } from './module';

interface FolderOption {
  id: number;
  name: string;
  version: number;
  number: string;
}

const FILERS = ['folders-create', 'folders-me', 'folders-update'] as const;
const MEDIA = labelOptions(FOLDER_ITEM_MEDIA);

/**
 * Whether this record of `resource` can be filed by this user (a folder holds these kinds only;
 * a record they may only read through a loan is never filed).
 */
export function useCanFile(resource: string, record: DocumentRecord): boolean {
  const { permissions } = useSession();
  return resource in FOLDER_ITEM_TYPES && !record.read_only && can(permissions, FILERS);
}

const folders = (query: string) =>
  api<{ data: FolderOption[] }>(resourceUrl('folders', `?${query}`)).then((page) => page.data);

export function FileInFolder({ resource, record }: { resource: string; record: DocumentRecord }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" label="Archivar en carpeta" icon="pi pi-folder" outlined onClick={() => setOpen(true)} />
      {open && <FileDialog resource={resource} record={record} onHide={() => setOpen(false)} />}
    </>
  );
}

function FileDialog({ resource, record, onHide }: { resource: string; record: DocumentRecord; onHide: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [folderId, setFolderId] = useState<number | null>(null);
  const [medium, setMedium] = useState<string>('fisico');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const item = `item_type=${resource}&item_id=${record.id}`;
  const writable = useQuery({
    queryKey: ['folders', 'writable'],
    queryFn: () => folders('writable=true&per_page=100&sort=name'),
  });
  const holding = useQuery({
    queryKey: ['folders', 'holding', resource, record.id],
    queryFn: () => folders(`${item}&per_page=100&sort=name`),
  });
  const file = useMutation({
    mutationFn: (folder: FolderOption) =>
      api(resourceUrl('folders', `/${folder.id}/items`), {
        method: 'POST',
        body: { version: folder.version, item_type: resource, item_id: record.id, medium, note: note.trim() || null },
      }),
    onSuccess: (_answer, folder) => {
      void queryClient.invalidateQueries({ queryKey: ['folders'] });
      toast.success(`Documento archivado en «${folder.name}».`);
      onHide();
    },
    onError: (failure) => setError(errorMessage(failure)),
  });
  const held = new Set((holding.data ?? []).map((f) => f.id));
  const options = (writable.data ?? []).filter((f) => !held.has(f.id));
  const chosen = options.find((f) => f.id === folderId);

  return (
    <Dialog
      visible
      header="Archivar en carpeta"
      onHide={onHide}
      className="record-dialog"
      style={{ width: '32rem', maxWidth: '95vw' }}
    >
      <DeskForm
        className="form"
        noValidate
        aria-label="Archivar en carpeta"
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          if (!chosen) setError('Elija una carpeta.');
          else file.mutate(chosen);
        }}
      >
        {(holding.data ?? []).length > 0 && (
          <p className="text-muted">
            Ya está en:{' '}
            {holding.data!.map((f, i) => (
              <span key={f.id}>
                {i > 0 && ', '}
                <Link to={`/folders/${f.id}`}>{f.name}</Link>
              </span>
            ))}
          </p>
        )}
        <Field id="file-folder" label="Carpeta">
          <FilterDropdown
            inputId="file-folder"
            value={folderId}
            options={options.map((f) => ({ value: f.id, label: f.name }))}
            onChange={(event) => setFolderId(event.value as number)}
            placeholder={writable.isLoading ? 'Cargando carpetas…' : 'Elija una de sus carpetas abiertas'}
            emptyMessage="No tiene carpetas abiertas donde archivarlo. Cree una en Carpetas de apoyo."
            className="w-full"
          />
        </Field>
        <Field id="file-medium" label="Soporte">
          <Dropdown
            inputId="file-medium"
            value={medium}
            options={MEDIA}
            onChange={(event) => setMedium(event.value as string)}
            className="w-full"
          />
        </Field>
        <Field id="file-note" label="Observaciones (opcional)">
          <InputText
            id="file-note"
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.target.value)}
            className="w-full"
          />
        </Field>
        <DialogActions error={error} onCancel={onHide} label="Archivar" icon="pi pi-folder" loading={file.isPending} />
      </DeskForm>
    </Dialog>
  );
}
