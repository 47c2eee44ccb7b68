/**
 * A secret shown once (a temporary password, an integration's token, a webhook's signing secret):
 * a clear warning, the secret in large type and a copy button. Nothing keeps it after the dialog
 * closes.
 */
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { type ReactNode, useRef, useState } from 'react';

interface OneTimeSecretDialogProps {
  /** The secret to show; null keeps the dialog closed. */
  secret: string | null;
  header: string;
  warning: string;
  /** What the secret belongs to, above it. */
  owner: ReactNode;
  /** The closing button's label: «Entendido, ya la copié». */
  confirmLabel: string;
  /** The copy button once it copied, in the secret's gender: «Copiada», «Copiado». */
  copiedLabel: string;
  onClose: () => void;
}

async function copyText(text: string, fallback: HTMLElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard permission: select the text so Ctrl+C works, and try the old way.
    if (!fallback) return false;
    const range = document.createRange();
    range.selectNodeContents(fallback);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    return document.execCommand('copy');
  }
}

export function OneTimeSecretDialog({
  secret,
  header,
  warning,
  owner,
  confirmLabel,
  copiedLabel,
  onClose,
}: OneTimeSecretDialogProps) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const value = useRef<HTMLElement>(null);

  const close = () => {
    setCopied(null);
    onClose();
  };

  return (
    <Dialog
      visible={secret !== null}
      onHide={close}
      header={header}
      modal
      closeOnEscape
      className="temporary-password-dialog"
      breakpoints={{ '575px': '94vw' }}
      style={{ width: '36rem' }}
      footer={<Button type="button" label={confirmLabel} icon="pi pi-check" onClick={close} />}
    >
      <Message severity="warn" className="temporary-password-warning" text={warning} />
      <p className="temporary-password-user">{owner}</p>
      <div className="temporary-password-box">
        <code ref={value} className="temporary-password-value">
          {secret}
        </code>
        <Button
          type="button"
          icon={copied ? 'pi pi-check' : 'pi pi-copy'}
          label={copied ? copiedLabel : 'Copiar'}
          outlined
          autoFocus
          onClick={() => void copyText(secret ?? '', value.current).then(setCopied)}
        />
      </div>
      {copied === false && (
        <p className="p-error temporary-password-copy-error" role="alert">
          No se pudo copiar automáticamente: selecciónelo y cópielo con Ctrl+C.
        </p>
      )}
    </Dialog>
  );
}
