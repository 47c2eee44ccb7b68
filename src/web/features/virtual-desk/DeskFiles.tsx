/** The main PDF and the annexes: native file inputs (a phone offers its camera and files), with their errors. */
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

export function DeskFiles({ maxMb, maxFiles, main, annexes, onMain, onAnnexes, errors, optional }: DeskFilesProps) {
  return (
    <>
      <div className="field">
        <label htmlFor="principal">Documento principal (PDF){optional ? ', si lo reemplaza' : ''}</label>
        <input
          id="principal"
          type="file"
          accept="application/pdf,.pdf"
          className="desk-file"
          aria-invalid={errors.principal ? true : undefined}
          aria-describedby={errors.principal ? 'principal-error' : 'principal-hint'}
          onChange={(e) => onMain(e.target.files?.[0] ?? null)}
        />
        {errors.principal ? (
          <small id="principal-error" className="p-error field-message" role="alert">
            {errors.principal}
          </small>
        ) : (
          <small id="principal-hint" className="field-hint">
            {main ? `${main.name} (${Math.ceil(main.size / 1024)} KB)` : `Un archivo PDF de hasta ${maxMb} MB.`}
          </small>
        )}
      </div>
      {maxFiles > 1 && (
        <div className="field">
          <label htmlFor="anexos">Anexos (opcional)</label>
          <input
            id="anexos"
            type="file"
            multiple
            className="desk-file"
            aria-invalid={errors.anexos ? true : undefined}
            aria-describedby={errors.anexos ? 'anexos-error' : 'anexos-hint'}
            onChange={(e) => onAnnexes([...(e.target.files ?? [])])}
          />
          {errors.anexos ? (
            <small id="anexos-error" className="p-error field-message" role="alert">
              {errors.anexos}
            </small>
          ) : (
            <small id="anexos-hint" className="field-hint">
              {annexes.length > 0
                ? annexes.map((f) => f.name).join(', ')
                : `Hasta ${maxFiles - 1} archivos de hasta ${maxMb} MB cada uno (PDF, imágenes o documentos de oficina).`}
            </small>
          )}
        </div>
      )}
    </>
  );
}
