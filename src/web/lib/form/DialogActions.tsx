/**
 * A dialog form's foot: the error that stopped it (when there is one), «Cancelar» and the submit
 * button, busy while the answer is awaited. `form` ties the button to a form outside the footer.
 */
import { Button } from 'primereact/button';

interface DialogActionsProps {
  error?: string | null;
  onCancel: () => void;
  label: string;
  /** PrimeIcons classes: `pi pi-inbox`. */
  icon: string;
  loading: boolean;
  form?: string;
  /** The submit button's tooltip (its keyboard shortcut). */
  title?: string;
}

export function DialogActions({ error, onCancel, ...submit }: DialogActionsProps) {
  return (
    <>
      {error && (
        <small className="p-error" role="alert">
          {error}
        </small>
      )}
      <div className="form-actions">
        <Button type="button" label="Cancelar" text onClick={onCancel} />
        <Button type="submit" {...submit} />
      </div>
    </>
  );
}
