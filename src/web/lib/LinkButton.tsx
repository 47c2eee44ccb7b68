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
