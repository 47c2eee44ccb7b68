import { routePath } from '@shared/routes';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../lib/LoadError';
import { PageHeader } from '../../lib/PageHeader';
import { Spinner } from '../../lib/Spinner';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { useProfile } from './api';
import { ProfileForm } from './ProfileForm';

/** Forced while the user is flagged update_register: confirm the contact data, then go home. */
export default function UpdateProfilePage() {
  const { user } = useSession();
  const passwordPending = Boolean(user?.reset_password);
  const profile = useProfile({ enabled: !passwordPending });
  const toast = useToast();
  const navigate = useNavigate();

  if (passwordPending) {
    return (
      <Frame>
        <p className="notice notice-warn">
          <i className="pi pi-lock" aria-hidden="true" />
          <span>Primero debe cambiar su contraseña temporal; después podrá confirmar sus datos de contacto.</span>
        </p>
        <div className="form-actions">
          <Link to={routePath('reset')} className="p-button link-button">
            <i className="pi pi-key" aria-hidden="true" />
            <span>Cambiar contraseña</span>
          </Link>
        </div>
      </Frame>
    );
  }

  return (
    <Frame>
      <p className="notice notice-info">
        <i className="pi pi-info-circle" aria-hidden="true" />
        <span>
          Antes de continuar, revise y confirme sus datos de contacto. Podrá cambiarlos después desde su perfil.
        </span>
      </p>
      {profile.isPending && <Spinner />}
      {profile.isError && <LoadError error={profile.error} onRetry={() => void profile.refetch()} />}
      {profile.data && (
        <ProfileForm
          user={profile.data.data}
          submitLabel="Confirmar datos"
          onSaved={() => {
            toast.success('Sus datos fueron confirmados.');
            navigate('/', { replace: true });
          }}
        />
      )}
    </Frame>
  );
}

/** Both moments of the page: its title and one panel. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="page page-narrow">
      <PageHeader title="Actualizar datos" />
      <section className="panel">{children}</section>
    </div>
  );
}
