import { type FieldError, type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { TextField } from './TextField';

type TextFieldProps = Parameters<typeof TextField>[0];

interface FormTextFieldProps<T extends FieldValues, O extends FieldValues>
  extends Omit<TextFieldProps, 'id' | 'error' | 'registration' | 'autoComplete'> {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  /** The input's id; the field's name unless a page needs another one. */
  id?: string;
  autoComplete?: string;
}

/** A `TextField` for a field of `form`: its registration and its error come from the field's name. */
export function FormTextField<T extends FieldValues, O extends FieldValues>({
  form,
  name,
  id = name,
  autoComplete = 'off',
  ...props
}: FormTextFieldProps<T, O>) {
  const error: FieldError | undefined = get(form.formState.errors, name);
  return <TextField {...props} id={id} autoComplete={autoComplete} error={error} registration={form.register(name)} />;
}
