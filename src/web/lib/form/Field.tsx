import type { ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  /** What the value should look like, below the control while there is no error. */
  hint?: string;
  children: ReactNode;
}

/** A labelled form control with its error (client or server) below it. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && !error && (
        <small id={`${id}-hint`} className="field-hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="p-error field-message" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}

/** The aria attributes that tie a control to its Field error (or, without one, to its hint). */
export function describedBy(id: string, error: unknown, hint?: string) {
  if (error) return { 'aria-invalid': true, 'aria-describedby': `${id}-error` };
  return hint ? { 'aria-describedby': `${id}-hint` } : {};
}
