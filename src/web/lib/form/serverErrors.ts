/** Server answers on forms: 422 field errors land on their fields, everything else in a toast. */
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../api';
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

/** Elements in the order they appear on the page; those not on it go last. */
export function byPageOrder(a: Element | null, b: Element | null): number {
  if (!a || !b) return a ? -1 : b ? 1 : 0;
  return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/**
 * After a refused save, the cursor goes to the first invalid field as the page shows them
 * (react-hook-form's own focus follows the order fields registered, not the page's). Called once
 * the errors are drawn.
 */
export function focusFirstInvalid(form: HTMLElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"], .p-invalid');
  if (!invalid) return;
  const target = invalid.matches('input, textarea, select, button')
    ? invalid
    : invalid.querySelector<HTMLElement>('input, textarea, select');
  target?.focus();
}

export function useFormErrorHandler<T extends FieldValues, C = unknown, O extends FieldValues = T>(
  form: UseFormReturn<T, C, O>,
) {
  const toast = useToast();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError && error.status === 422)) {
        toast.failure(error);
        return;
      }
      const { onFields, others } = splitFieldErrors(error.errors, Object.keys(form.getValues()));
      // The cursor goes to the first invalid field as the user reads the form, not as the server listed them.
      onFields.sort(([a], [b]) => byPageOrder(document.getElementById(a), document.getElementById(b)));
      onFields.forEach(([field, message], index) => {
        form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      if (onFields.length === 0 || others.length > 0) toast.error(others.join(' ') || error.message, error.requestId);
    },
    [form, toast],
  );
}

/**
 * `form.handleSubmit` around a save the server may refuse: its field errors land on their fields,
 * anything else in a toast (`useFormErrorHandler`).
 */
export function useFormSubmit<T extends FieldValues, C = unknown, O extends FieldValues = T>(
  form: UseFormReturn<T, C, O>,
  save: (values: O) => Promise<unknown>,
) {
  const onError = useFormErrorHandler(form);
  return form.handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (error) {
      onError(error);
    }
  });
}
