import { type FieldError, type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { TextAreaField } from './TextAreaField';

type TextAreaFieldProps = Parameters<typeof TextAreaField>[0];

interface FormTextAreaFieldProps<T extends FieldValues, O extends FieldValues>
  extends Omit<TextAreaFieldProps, 'id' | 'error' | 'registration'> {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  /** The textarea's id; the field's name unless a page needs another one. */
  id?: string;
}

/** A `TextAreaField` for a field of `form`: its registration and its error come from the field's name. */
export function FormTextAreaField<T extends FieldValues, O extends FieldValues>({
  form,
  name,
  id = name,
  ...props
}: FormTextAreaFieldProps<T, O>) {
  const error: FieldError | undefined = get(form.formState.errors, name);
  return <TextAreaField {...props} id={id} error={error} registration={form.register(name)} />;
}
