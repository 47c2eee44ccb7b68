import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface LinkButtonProps {
  to: string;
  label: ReactNode;
  /** PrimeIcons name: `pi-plus`. */
  icon: string;
  /** More button classes: `p-button-outlined`, `p-button-sm`, `list-create`… */
  className?: string;
}

/** A link that looks like the page's buttons: "Nuevo", "Editar", "Agregar caja"… */
export function LinkButton({ to, label, icon, className }: LinkButtonProps) {
  return (
    <Link to={to} className={className ? `p-button p-component ${className}` : 'p-button p-component'}>
      <span className={`p-button-icon p-button-icon-left pi ${icon}`} aria-hidden="true" />
      <span className="p-button-label">{label}</span>
    </Link>
  );
}

/** A row's action as a round icon link, named by `label` ("Editar GAF - Gerencia…") and titled by `title`. */
export function IconLink({ to, icon, label, title }: { to: string; icon: string; label: string; title: string }) {
  return (
    <Link
      to={to}
      className="p-button p-button-text p-button-rounded p-button-icon-only"
      aria-label={label}
      title={title}
    >
      <span className={`pi ${icon}`} aria-hidden="true" />
    </Link>
  );
}
