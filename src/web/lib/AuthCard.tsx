import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppSettings } from './appSettings';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  /** More room for what the page shows (the citizens' tracking result). */
  wide?: boolean;
  children: ReactNode;
}

/** The centred card of the pages outside the shell (visitors, citizens): logo, institution name, title. */
export function AuthCard({ title, subtitle, wide = false, children }: AuthCardProps) {
  const settings = useAppSettings();
  return (
    <section
      className={wide ? 'bare-card auth-card bare-card-wide' : 'bare-card auth-card'}
      aria-labelledby="auth-title"
    >
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

/** A way on from the card, centred below it: "Volver al inicio de sesión", "Consulte su trámite"… */
export function AuthLink({ to, icon, children }: { to: string; icon: string; children: ReactNode }) {
  return (
    <p className="form-aside form-aside-center">
      <Link to={to}>
        <i className={`pi ${icon}`} aria-hidden="true" /> {children}
      </Link>
    </p>
  );
}
