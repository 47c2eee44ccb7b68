/** Under every PIN field: where the certificate and its PIN are kept. */
import { Link } from 'react-router';

export function PinNote() {
  return (
    <p className="text-muted dialog-note">
      Se firma con su certificado digital y el PIN que eligió al cargarlo. ¿Aún no lo cargó?{' '}
      <Link to="/perfil">Cárguelo en su perfil</Link>.
    </p>
  );
}
