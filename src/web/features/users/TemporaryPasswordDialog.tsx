/** A temporary password, shown once (lib/OneTimeSecretDialog). */
import { OneTimeSecretDialog } from '../../lib/OneTimeSecretDialog';

interface TemporaryPasswordDialogProps {
  /** The password to show; null keeps the dialog closed. */
  password: string | null;
  username: string;
  onClose: () => void;
}

export function TemporaryPasswordDialog({ password, username, onClose }: TemporaryPasswordDialogProps) {
  return (
    <OneTimeSecretDialog
      secret={password}
      header="Contraseña temporal"
      warning="Copie y entregue esta contraseña ahora: no se volverá a mostrar. El usuario deberá cambiarla en su primer ingreso."
      owner={
        <>
          Usuario: <strong>{username}</strong>
        </>
      }
      confirmLabel="Entendido, ya la copié"
      copiedLabel="Copiada"
      onClose={onClose}
    />
  );
}
