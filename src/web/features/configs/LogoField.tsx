/**
 * The institution's logo: uploaded (and removed) at once on its own endpoint, apart from Guardar;
 * the type and size are checked here before sending, the content by the server.
 */

import { formatFileSize } from '@shared/numbers';
import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES, type LogoInfo, type SettingsAnswer } from '@shared/schemas/configs';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../../lib/api';
import { reloadAppSettings } from '../../lib/appSettings';
import { useToast } from '../../lib/toast';

const EXTENSION_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
};
const ACCEPT = [...LOGO_CONTENT_TYPES, '.png', '.jpg', '.jpeg', '.svg'].join(',');
const MAX_KB = Math.round(LOGO_MAX_BYTES / 1024);
const TYPE_LABELS: Record<string, string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/svg+xml': 'SVG' };

/** The file's image type (by its declared type, else its extension), or the reason it cannot be a logo. */
export function checkLogoFile(file: {
  name: string;
  type: string;
  size: number;
}): { type: string } | { problem: string } {
  const type = file.type || EXTENSION_TYPES[file.name.split('.').pop()?.toLowerCase() ?? ''] || '';
  if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(type)) {
    return { problem: 'Elija una imagen PNG, JPEG o SVG.' };
  }
  if (file.size === 0) return { problem: 'El archivo está vacío.' };
  if (file.size > LOGO_MAX_BYTES) {
    return { problem: `El archivo pesa ${formatFileSize(file.size)}; el máximo es ${MAX_KB} KB.` };
  }
  return { type };
}

export function LogoField({ initial }: { initial: LogoInfo | null }) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [logo, setLogo] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setLogo(initial), [initial]);

  const done = (answer: SettingsAnswer, message: string) => {
    setLogo(answer.data.logo);
    setError(null);
    reloadAppSettings();
    toast.success(message);
  };
  const failed = (failure: unknown) => {
    if (failure instanceof ApiError && failure.errors.logo) setError(failure.errors.logo.join(' '));
    else if (failure instanceof ApiError && (failure.status === 413 || failure.status === 415))
      setError(failure.message);
    else toast.failure(failure);
  };
  const upload = useMutation({
    mutationFn: (file: Blob) => api<SettingsAnswer>('/api/v1/configs/logo', { method: 'POST', body: file }),
    onSuccess: (answer) => done(answer, 'Logotipo actualizado.'),
    onError: failed,
  });
  const remove = useMutation({
    // An empty `{}`: the server refuses a JSON content-type with no body at all.
    mutationFn: () => api<SettingsAnswer>('/api/v1/configs/logo', { method: 'DELETE', body: {} }),
    onSuccess: (answer) => done(answer, 'Logotipo quitado.'),
    onError: failed,
  });
  const busy = upload.isPending || remove.isPending;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const checked = checkLogoFile(file);
    if ('problem' in checked) {
      setError(checked.problem);
      return;
    }
    setError(null);
    upload.mutate(file.type === checked.type ? file : new Blob([file], { type: checked.type }));
  };

  const confirmRemove = () =>
    confirmDialog({
      header: 'Quitar logotipo',
      message: '¿Quitar el logotipo? La pantalla de inicio de sesión volverá a mostrar el de Folio.',
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: 'Quitar',
      rejectLabel: 'Cancelar',
      acceptClassName: 'p-button-danger',
      accept: () => remove.mutate(),
    });

  return (
    <div className="field form-grid-full logo-field">
      <span className="field-label" id="logo-label">
        Logotipo
      </span>
      <div className="logo-field-body">
        <div className="logo-preview" aria-busy={busy}>
          {logo ? (
            <img src={logo.url} alt="Logotipo actual de la institución" data-testid="logo-preview" />
          ) : (
            <span className="logo-preview-empty">
              <i className="pi pi-image logo-empty-icon" aria-hidden="true" />
              Sin logotipo
            </span>
          )}
          {busy && (
            <span className="logo-preview-busy" role="status">
              <i className="pi pi-spin pi-spinner" aria-hidden="true" />
              <span className="sr-only">{upload.isPending ? 'Subiendo logotipo…' : 'Quitando logotipo…'}</span>
            </span>
          )}
        </div>
        <div className="logo-field-side">
          <p className="field-help">
            PNG, JPEG o SVG de hasta {MAX_KB} KB. Se muestra en la pantalla de inicio de sesión. Se guarda al elegirlo,
            sin necesidad de pulsar Guardar.
          </p>
          {logo && (
            <p className="field-help">
              Actual: {TYPE_LABELS[logo.content_type] ?? logo.content_type}, {formatFileSize(logo.size)}
            </p>
          )}
          <input
            ref={input}
            id="logo"
            type="file"
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-labelledby="logo-label"
            aria-describedby={error ? 'logo-error' : undefined}
            onChange={choose}
          />
          <div className="logo-field-buttons">
            <Button
              type="button"
              label={logo ? 'Cambiar logotipo' : 'Subir logotipo'}
              icon={upload.isPending ? 'pi pi-spin pi-spinner' : 'pi pi-upload'}
              outlined
              size="small"
              disabled={busy}
              onClick={() => input.current?.click()}
            />
            {logo && (
              <Button
                type="button"
                label="Quitar logotipo"
                icon="pi pi-trash"
                severity="danger"
                text
                size="small"
                disabled={busy}
                onClick={confirmRemove}
              />
            )}
          </div>
          {error && (
            <small id="logo-error" className="p-error field-message" role="alert">
              {error}
            </small>
          )}
        </div>
      </div>
    </div>
  );
}
