/**
 * «Quitar» a row (a holiday, a reason, a trusted root, a recipient, a control's document): the red trash
 * button, with its word, or round and alone (`iconOnly`) where rows are narrow.
 */
import { Button } from 'primereact/button';

interface RemoveButtonProps {
  onClick: () => void;
  iconOnly?: boolean;
  /** What screen readers hear when the word alone would not say which row: «Quitar el feriado 3». */
  name?: string;
  title?: string;
  className?: string;
}

export function RemoveButton({ onClick, iconOnly = false, name, title, className }: RemoveButtonProps) {
  return (
    <Button
      type="button"
      label={iconOnly ? undefined : 'Quitar'}
      icon="pi pi-trash"
      rounded={iconOnly}
      text
      severity="danger"
      className={className}
      aria-label={name}
      title={title}
      onClick={onClick}
    />
  );
}
