/**
 * `/casilla/verificar/:token`: the e-mail link. The citizen confirms with a button (a link opened
 * by a mail scanner activates nothing) and may then sign in.
 */
import { useState } from 'react';
import { useParams } from 'react-router';
import { AuthCard, AuthLink } from '../../lib/AuthCard';
import { errorMessage } from '../../lib/api';
import { LinkButton } from '../../lib/LinkButton';
import { verifyCasilla } from './api';
import { Notice } from './Notice';

export default function VerifyCasillaPage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<{ busy?: boolean; done?: boolean; error?: string }>({});
  const confirm = async () => {
    setState({ busy: true });
    try {
      await verifyCasilla(token);
      setState({ done: true });
    } catch (error) {
      setState({ error: errorMessage(error) });
    }
  };
  return (
    <AuthCard
      title="Casilla electrónica"
      subtitle={state.done ? 'Su casilla está activa.' : 'Confirme su correo electrónico para activar su casilla.'}
    >
      {state.done ? (
        <div className="form">
          <Notice kind="success" icon="pi-check-circle">
            Su correo fue confirmado. Desde ahora puede recibir notificaciones electrónicas en su casilla.
          </Notice>
          <LinkButton to="/casilla/ingresar" label="Ingresar a mi casilla" icon="pi-sign-in" />
        </div>
      ) : (
        <div className="form">
          {state.error && (
            <Notice kind="error" icon="pi-exclamation-circle">
              {state.error}
            </Notice>
          )}
          <button type="button" className="p-button p-component w-full" disabled={state.busy} onClick={confirm}>
            <span
              className={`p-button-icon p-button-icon-left pi ${state.busy ? 'pi-spin pi-spinner' : 'pi-check'}`}
              aria-hidden="true"
            />
            <span className="p-button-label">Confirmar y activar</span>
          </button>
        </div>
      )}
      <AuthLink to="/casilla/abrir" icon="pi-inbox">
        Abrir una casilla
      </AuthLink>
    </AuthCard>
  );
}
