/**
 * The secret a create answers with once (an integration's token, a webhook's signing secret, a peer
 * institution's send secret): `afterSave` for `ResourceFormPage` keeps the form on screen while
 * `dialog` shows the secret in a `OneTimeSecretDialog`, and goes on to `next` once it is closed.
 * An answer without the secret (an edit) goes on at once.
 */
import { type ReactNode, useState } from 'react';
import { OneTimeSecretDialog } from './OneTimeSecretDialog';

interface Shown {
  secret: string;
  name: string;
  done: () => void;
}

interface SecretAfterSaveOptions<R> {
  /** The answer's field that holds the secret: `token`, `secret`, `send_secret`. */
  field: string;
  /** Where to go once the secret was read (or at once when there is none). */
  next: (record: R) => string;
  header: string;
  warning: string;
  /** What the record is, before its name: «Integración», «Webhook». */
  ownerLabel: string;
  confirmLabel: string;
  copiedLabel: string;
}

export function useSecretAfterSave<R extends { name: string }>(
  options: SecretAfterSaveOptions<R>,
): { afterSave: (record: R, answer: Record<string, unknown>) => string | Promise<string>; dialog: ReactNode } {
  const [shown, setShown] = useState<Shown | null>(null);
  const afterSave = (record: R, answer: Record<string, unknown>) => {
    const next = options.next(record);
    const secret = (answer.data as Record<string, unknown> | undefined)?.[options.field];
    if (typeof secret !== 'string') return next;
    return new Promise<string>((resolve) => setShown({ secret, name: record.name, done: () => resolve(next) }));
  };
  const dialog = (
    <OneTimeSecretDialog
      secret={shown?.secret ?? null}
      header={options.header}
      warning={options.warning}
      owner={
        <>
          {options.ownerLabel}: <strong>{shown?.name}</strong>
        </>
      }
      confirmLabel={options.confirmLabel}
      copiedLabel={options.copiedLabel}
      onClose={() => {
        shown?.done();
        setShown(null);
      }}
    />
  );
  return { afterSave, dialog };
}
