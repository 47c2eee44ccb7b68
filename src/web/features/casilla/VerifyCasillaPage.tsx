/**
 * `/casilla/verificar/:token`: the e-mail link. The citizen confirms with a button (a link opened
 * by a mail scanner activates nothing) and may then sign in.
 */
import { AuthLink } from '../../lib/AuthCard';
import { ConfirmLink } from '../../lib/desk/ConfirmLink';
import { Notice } from '../../lib/desk/Notice';
import { LinkButton } from '../../lib/LinkButton';
import { verifyCasilla } from './api';

export default function VerifyCasillaPage() {
  return (
    <ConfirmLink
      title="Casilla electrónica"
      subtitle={{
        pending: 'Confirme su correo electrónico para activar su casilla.',
        done: 'Su casilla está activa.',
      }}
      confirmLabel="Confirmar y activar"
      confirm={verifyCasilla}
      done={() => (
        <>
          <Notice kind="success" icon="pi-check-circle">
            Su correo fue confirmado. Desde ahora puede recibir notificaciones electrónicas en su casilla.
          </Notice>
          <LinkButton to="/casilla/ingresar" label="Ingresar a mi casilla" icon="pi-sign-in" />
        </>
      )}
    >
      <AuthLink to="/casilla/abrir" icon="pi-inbox">
        Abrir una casilla
      </AuthLink>
    </ConfirmLink>
  );
}
