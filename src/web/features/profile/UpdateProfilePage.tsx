import { useNavigate } from 'react-router';
import { LoadError } from '../../lib/LoadError';
import { PageHeader } from '../../lib/PageHeader';
import { Spinner } from '../../lib/Spinner';
import { useToast } from '../../lib/toast';
import { useProfile } from './api';
import { ProfileForm } from './ProfileForm';

/** Forced while the user is flagged update_register: confirm the contact data, then go home. */
export default function UpdateProfilePage() {
  const profile = useProfile();
  const toast = useToast();
  const navigate = useNavigate();

  return (
    <div className="page page-narrow">
      <PageHeader title="Actualizar datos" />
      <section className="panel">
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
      </section>
    </div>
  );
}
