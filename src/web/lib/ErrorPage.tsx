import { ROUTES_BY_NAME, routePath } from '@shared/routes';
import { Link } from 'react-router';
import { useSession } from './session';

const DETAILS = {
  403: {
    icon: 'pi pi-ban',
    text: 'No tiene permiso para acceder a esta página. Si cree que es un error, consulte con el administrador.',
  },
  404: { icon: 'pi pi-compass', text: 'La página que busca no existe o fue movida.' },
  500: {
    icon: 'pi pi-exclamation-triangle',
    text: 'Ocurrió un error inesperado en el servidor. Inténtelo nuevamente en unos minutos.',
  },
} as const;

/** /403, /404 (and any unknown path), /500: inside the shell when logged in, centred otherwise. */
export default function ErrorPage({ code }: { code: keyof typeof DETAILS }) {
  const { isLogged } = useSession();
  const { icon, text } = DETAILS[code];
  return (
    <section className="bare-card status-card">
      <i className={`${icon} status-card-icon`} aria-hidden="true" />
      <p className="status-card-code">{code}</p>
      <h1>{ROUTES_BY_NAME.get(`error-${code}`)?.title}</h1>
      <p>{text}</p>
      <Link to={routePath(isLogged ? 'home' : 'login')} className="p-button link-button">
        <i className={isLogged ? 'pi pi-home' : 'pi pi-sign-in'} aria-hidden="true" />
        <span>{isLogged ? 'Ir al tablero' : 'Ir al inicio de sesión'}</span>
      </Link>
    </section>
  );
}
