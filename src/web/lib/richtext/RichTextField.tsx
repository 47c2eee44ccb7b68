/** A form's rich-text field (a template's body): the editor bound to react-hook-form, its error below. */
import type { RichDoc } from '@shared/rich-text';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useToast } from '../toast';
import { RichTextEditor } from './RichTextEditor';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  hint?: string;
}

export function RichTextField<T extends FieldValues>({ control, name, label, hint }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  const toast = useToast();
  const error = fieldState.error?.message;
  return (
    <div className="field form-grid-full">
      <span className="field-label">{label}</span>
      <RichTextEditor
        value={field.value as RichDoc}
        onChange={field.onChange}
        onStripped={(message) => toast.info(message)}
        label={label}
      />
      {hint && !error && <small className="field-hint">{hint}</small>}
      {error && (
        <small className="p-error field-message" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
