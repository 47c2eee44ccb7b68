import { Tag } from 'primereact/tag';

/** "Reservada": documents of this classification are seen only by the offices involved. */
export function RestrictedTag({ restricted }: { restricted: boolean }) {
  return restricted ? (
    <Tag severity="danger" icon="pi pi-lock" value="Reservada" className="tag-restricted" />
  ) : (
    <span className="text-muted">Sin restricción</span>
  );
}

export const RESTRICTED_HELP =
  'Los documentos con esta clasificación solo son visibles para la oficina que los registra y la oficina de destino.';
