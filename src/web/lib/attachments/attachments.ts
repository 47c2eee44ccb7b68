/** Attachments of a record (`<baseUrl>` = `/api/v1/<resource>/<id>/attachments`): list, upload, remove, fetch. */
import type { Attachment, AttachmentText } from '@shared/schemas/attachments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, errorMessage } from '../api';

export type { Attachment };

const key = (baseUrl: string) => ['attachments', baseUrl];

/** While a PDF's signatures wait for the background check, the list asks again this often. */
export const PENDING_CHECK_POLL_MS = 5_000;

export function useAttachments(baseUrl: string) {
  return useQuery({
    queryKey: key(baseUrl),
    queryFn: ({ signal }) => api<{ data: Attachment[] }>(baseUrl, { signal }).then((a) => a.data),
    refetchInterval: (query) =>
      query.state.data?.some((file) => file.signature_check?.status === 'pending' || isReading(file))
        ? PENDING_CHECK_POLL_MS
        : false,
  });
}

/** Whether the background extraction has yet to read the file's text. */
export const isReading = (file: Attachment) => file.text?.state === 'pendiente' || file.text?.state === 'en_proceso';

/** The text the extraction read from a file, page by page (`{url}/text`). */
export function useAttachmentText(attachment: Attachment, enabled: boolean) {
  return useQuery({
    queryKey: ['attachment-text', attachment.url, attachment.text?.state],
    queryFn: ({ signal }) => api<{ data: AttachmentText }>(`${attachment.url}/text`, { signal }).then((a) => a.data),
    enabled,
  });
}

/** «Reextraer»: the file's text is read again in the background. */
export function useReextract(baseUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachment: Attachment) => api<{ data: AttachmentText }>(`${attachment.url}/text`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(baseUrl) }),
  });
}

/** Uploads one file per request, so each file gets its own answer (accepted, or why not). */
export function useUploadAttachment(baseUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('files', file, file.name);
      return api<{ data: Attachment[] }>(baseUrl, { method: 'POST', body: form });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(baseUrl) }),
  });
}

export function useRemoveAttachment(baseUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachment: Attachment) => api<null>(`${baseUrl}/${attachment.id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(baseUrl) }),
  });
}

export function fetchAttachment(
  attachment: Attachment,
  { download = false, signal }: { download?: boolean; signal?: AbortSignal } = {},
) {
  return api<Blob>(download ? `${attachment.url}?download=1` : attachment.url, { responseType: 'blob', signal });
}

/** Why the server refused an upload: its reasons about the files, else its message. */
export function uploadError(error: unknown): string {
  if (error instanceof ApiError && error.errors.files?.length) return error.errors.files.join(' ');
  return errorMessage(error);
}

export const isPdf = (contentType: string) => contentType === 'application/pdf';
/** Images a browser draws by itself (TIFF is downloaded instead). */
export const isImage = (contentType: string) => /^image\/(png|jpeg|gif|webp)$/.test(contentType);
export const canPreview = (contentType: string) => isPdf(contentType) || isImage(contentType);

const TYPES: [test: RegExp, label: string, icon: string][] = [
  [/pdf$/, 'PDF', 'pi-file-pdf'],
  [/^image\/(.+)$/, 'Imagen', 'pi-image'],
  [/word|opendocument\.text|msword/, 'Documento de texto', 'pi-file-word'],
  [/sheet|excel|opendocument\.spreadsheet/, 'Hoja de cálculo', 'pi-file-excel'],
  [/presentation|powerpoint/, 'Presentación', 'pi-file'],
];

export function fileKind(contentType: string): { label: string; icon: string } {
  const match = TYPES.find(([test]) => test.test(contentType));
  if (!match) return { label: 'Archivo', icon: 'pi-file' };
  const [test, label, icon] = match;
  const subtype = contentType.match(test)?.[1];
  return { label: label === 'Imagen' && subtype ? `Imagen ${subtype.toUpperCase()}` : label, icon };
}
