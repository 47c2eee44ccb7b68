import type { ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/** A labelled form control with its error (client or server) below it. */
export function Field({ id, label, error, children }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <small id={`${id}-error`} className="p-error field-message" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}

/** The aria attributes that tie a control to its Field error. */
export function describedBy(id: string, error: unknown) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}
