/** Server answers on forms: 422 field errors land on their fields, everything else in a toast. */
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, errorMessage } from '../api';
import { useToast } from '../toast';

/** Splits 422 errors into those of the form's own fields and the rest. */
export function splitFieldErrors(errors: Record<string, string[]>, fields: readonly string[]) {
  const onFields: [field: string, message: string][] = [];
  const others: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    const root = field.split('.')[0] ?? field;
    if (fields.includes(root)) onFields.push([field, messages.join(' ')]);
    else others.push(...messages);
  }
  return { onFields, others };
}

export function useFormErrorHandler<T extends FieldValues, C = unknown, O extends FieldValues = T>(
  form: UseFormReturn<T, C, O>,
) {
  const toast = useToast();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError && error.status === 422)) {
        toast.error(errorMessage(error));
        return;
      }
      const { onFields, others } = splitFieldErrors(error.errors, Object.keys(form.getValues()));
      onFields.forEach(([field, message], index) => {
        form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      if (onFields.length === 0 || others.length > 0) toast.error(others.join(' ') || error.message);
    },
    [form, toast],
  );
}
