/**
 * The app's one form element: Ctrl+Enter (⌘+Enter) saves from any field of every form, pages and
 * dialogs alike (lib/form/deskKeys). `desk` forms, typed fast at a counter, also keep Enter in a
 * one-line field from sending them half filled, and say so beside their buttons (`KeysHint`).
 */
import { type FormHTMLAttributes, forwardRef, type KeyboardEvent } from 'react';
import { deskKeyDown, saveKeyDown } from './deskKeys';

interface DeskFormProps extends FormHTMLAttributes<HTMLFormElement> {
  /** Enter in a one-line field does not send the form (a desk form, with its `KeysHint`). */
  desk?: boolean;
}

export const DeskForm = forwardRef<HTMLFormElement, DeskFormProps>(function DeskForm(
  { desk = false, onKeyDown, ...props },
  ref,
) {
  const keyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    onKeyDown?.(event);
    (desk ? deskKeyDown : saveKeyDown)(event);
  };
  return <form ref={ref} noValidate {...props} onKeyDown={keyDown} />;
});

/** «Ctrl + Enter para guardar», beside a desk form's buttons. */
export function KeysHint({ verb = 'guardar' }: { verb?: string }) {
  return (
    <small className="form-keys-hint text-muted">
      <kbd>Ctrl</kbd> + <kbd>Enter</kbd> para {verb}
    </small>
  );
}
