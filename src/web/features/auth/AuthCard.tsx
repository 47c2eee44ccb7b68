import type { ReactNode } from 'react';
import { useAppSettings } from '../../lib/appSettings';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The centred card of the visitor pages: logo, institution name, title. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  const settings = useAppSettings();
  return (
    <section className="bare-card auth-card" aria-labelledby="auth-title">
      <header className="auth-card-header">
        {settings.status === 'loading' ? (
          <span className="auth-logo" />
        ) : (
          <img
            src={(settings.status === 'ready' && settings.data.logo_url) || '/logo.svg'}
            alt=""
            width={56}
            height={56}
            className="auth-logo"
          />
        )}
        <p className="auth-brand">Folio</p>
        <p className="auth-institution">{settings.status === 'ready' ? settings.data.institution_name : '\u00a0'}</p>
      </header>
      <h1 id="auth-title">{title}</h1>
      {subtitle && <p className="auth-subtitle">{subtitle}</p>}
      {children}
    </section>
  );
}
