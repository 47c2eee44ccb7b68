/**
 * The main PDF and the annexes: native file inputs (a phone offers its camera and files) under a
 * Spanish face («Seleccionar archivo», the chosen names or «Ningún archivo seleccionado»), with
 * their errors. The input itself stays in the tab order and keeps the field's label.
 */
import { useRef } from 'react';

interface DeskFilesProps {
  maxMb: number;
  maxFiles: number;
  main: File | null;
  annexes: File[];
  onMain: (file: File | null) => void;
  onAnnexes: (files: File[]) => void;
  errors: { principal?: string; anexos?: string };
  /** In a correction the files are optional (none keeps the earlier ones). */
  optional?: boolean;
}

interface FilePickerProps {
  id: 'principal' | 'anexos';
  label: string;
  multiple?: boolean;
  accept?: string;
  chosen: string | null;
  error?: string;
  hint: string;
  onFiles: (files: File[]) => void;
}

function FilePicker({ id, label, multiple, accept, chosen, error, hint, onFiles }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const message = error ? `${id}-error` : `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="desk-file">
        <input
          ref={input}
          id={id}
          type="file"
          multiple={multiple}
          accept={accept}
          className="desk-file-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-chosen ${message}`}
          onChange={(e) => onFiles([...(e.target.files ?? [])])}
        />
        {/* The visible button: a click opens the input's picker; the keyboard reaches the input itself. */}
        <span
          className="p-button p-button-outlined p-button-sm desk-file-button"
          aria-hidden="true"
          onClick={() => input.current?.click()}
        >
          <i className="pi pi-paperclip" />
          {multiple ? 'Seleccionar archivos' : 'Seleccionar archivo'}
        </span>
        <span id={`${id}-chosen`} className={chosen ? 'desk-file-name' : 'desk-file-name text-muted'}>
          {chosen ?? 'Ningún archivo seleccionado'}
        </span>
      </div>
      {error ? (
        <small id={`${id}-error`} className="p-error field-message" role="alert">
          {error}
        </small>
      ) : (
        <small id={`${id}-hint`} className="field-hint">
          {hint}
        </small>
      )}
    </div>
  );
}

const kb = (file: File) => `${Math.ceil(file.size / 1024)} KB`;

export function DeskFiles({ maxMb, maxFiles, main, annexes, onMain, onAnnexes, errors, optional }: DeskFilesProps) {
  return (
    <>
      <FilePicker
        id="principal"
        label={`Documento principal (PDF)${optional ? ', si lo reemplaza' : ''}`}
        accept="application/pdf,.pdf"
        chosen={main ? `${main.name} (${kb(main)})` : null}
        error={errors.principal}
        hint={`Un archivo PDF de hasta ${maxMb} MB.`}
        onFiles={(files) => onMain(files[0] ?? null)}
      />
      {maxFiles > 1 && (
        <FilePicker
          id="anexos"
          label="Anexos (opcional)"
          multiple
          chosen={annexes.length > 0 ? annexes.map((f) => f.name).join(', ') : null}
          error={errors.anexos}
          hint={`Hasta ${maxFiles - 1} archivos de hasta ${maxMb} MB cada uno (PDF, imágenes o documentos de oficina).`}
          onFiles={onAnnexes}
        />
      )}
    </>
  );
}
