import { routePath } from '@shared/routes';
import type { SessionUser } from '@shared/schemas/user';
import { Link } from 'react-router';
import { LoadError } from '../../lib/LoadError';
import { PageHeader } from '../../lib/PageHeader';
import { Spinner } from '../../lib/Spinner';
import { useToast } from '../../lib/toast';
import { useProfile } from './api';
import { CertificatePanel } from './CertificatePanel';
import { DigestPreferencesPanel } from './DigestPreferencesPanel';
import { ProfileForm } from './ProfileForm';

const NOT_SET = '—';

function AccountDetails({ user }: { user: SessionUser }) {
  const document = user.document_number ? `${user.document_type ?? ''} ${user.document_number}`.trim() : NOT_SET;
  const rows: [label: string, value: string][] = [
    ['Usuario', user.username],
    ['Nombres y apellidos', user.full_name],
    ['Documento', document],
    ['Oficina', user.office ? `${user.office.name} (${user.office.code})` : NOT_SET],
    ['Cargo', user.position ?? NOT_SET],
    ['Roles', user.roles.map((role) => role.name).join(', ') || NOT_SET],
    ['Correo electrónico', user.email],
    ['Teléfono', user.phone ?? NOT_SET],
  ];
  return (
    <dl className="data-list">
      {rows.map(([label, value]) => (
        <div key={label} className="data-list-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function ProfilePage() {
  const profile = useProfile();
  const toast = useToast();

  return (
    <div className="page">
      <PageHeader title="Perfil" subtitle="Sus datos de usuario y de contacto." />
      {profile.isPending && <Spinner />}
      {profile.isError && <LoadError error={profile.error} onRetry={() => void profile.refetch()} />}
      {profile.data && (
        <div className="profile-grid">
          <section className="panel" aria-labelledby="account-title">
            <h2 id="account-title">Datos de la cuenta</h2>
            <AccountDetails user={profile.data.data} />
            <Link to={routePath('reset')} className="p-button p-button-outlined link-button">
              <i className="pi pi-key" aria-hidden="true" />
              <span>Cambiar contraseña</span>
            </Link>
          </section>
          <section className="panel" aria-labelledby="contact-title">
            <h2 id="contact-title">Datos de contacto</h2>
            <ProfileForm
              user={profile.data.data}
              submitLabel="Guardar cambios"
              onSaved={() => toast.success('Sus datos se guardaron correctamente.')}
            />
          </section>
          <DigestPreferencesPanel />
          <CertificatePanel />
        </div>
      )}
    </div>
  );
}
