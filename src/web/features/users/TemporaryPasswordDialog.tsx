/**
 * A temporary password, shown once: a clear warning, the password in large type and a copy
 * button. Nothing keeps it after the dialog closes.
 */
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { useRef, useState } from 'react';

interface TemporaryPasswordDialogProps {
  /** The password to show; null keeps the dialog closed. */
  password: string | null;
  username: string;
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

export function TemporaryPasswordDialog({ password, username, onClose }: TemporaryPasswordDialogProps) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const value = useRef<HTMLElement>(null);

  const close = () => {
    setCopied(null);
    onClose();
  };

  return (
    <Dialog
      visible={password !== null}
      onHide={close}
      header="Contraseña temporal"
      modal
      closeOnEscape
      className="temporary-password-dialog"
      breakpoints={{ '575px': '94vw' }}
      style={{ width: '32rem' }}
      footer={<Button type="button" label="Entendido, ya la copié" icon="pi pi-check" onClick={close} />}
    >
      <Message
        severity="warn"
        className="temporary-password-warning"
        text="Copie y entregue esta contraseña ahora: no se volverá a mostrar. El usuario deberá cambiarla en su primer ingreso."
      />
      <p className="temporary-password-user">
        Usuario: <strong>{username}</strong>
      </p>
      <div className="temporary-password-box">
        <code ref={value} className="temporary-password-value">
          {password}
        </code>
        <Button
          type="button"
          icon={copied ? 'pi pi-check' : 'pi pi-copy'}
          label={copied ? 'Copiada' : 'Copiar'}
          outlined
          autoFocus
          onClick={() => void copyText(password ?? '', value.current).then(setCopied)}
        />
      </div>
      {copied === false && (
        <p className="p-error temporary-password-copy-error" role="alert">
          No se pudo copiar automáticamente: seleccione la contraseña y cópiela con Ctrl+C.
        </p>
      )}
    </Dialog>
  );
}
