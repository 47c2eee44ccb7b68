import { Button } from 'primereact/button';
import { useState } from 'react';
import { Link } from 'react-router';
import { GlobalSearch } from '../../features/search/GlobalSearch';
import { logout } from '../../lib/auth';
import { useNamedNavigate } from '../../lib/navigation';
import { useSession } from '../../lib/session';
import { useTheme } from '../../lib/theme';
import { HelpDialog } from './HelpDialog';
import { NotificationBell } from './NotificationBell';

interface TopBarProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function TopBar({ menuOpen, onToggleMenu }: TopBarProps) {
  const { user } = useSession();
  const [theme, toggleTheme] = useTheme();
  const navigateTo = useNamedNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);

  return (
    <header className="topbar">
      <Button
        type="button"
        icon="pi pi-bars"
        rounded
        text
        className="topbar-button"
        aria-label="Menú"
        aria-controls="side-menu"
        aria-expanded={menuOpen}
        title={menuOpen ? 'Ocultar menú' : 'Mostrar menú'}
        data-testid="menu-toggle"
        onClick={onToggleMenu}
      />
      <Link to="/" className="topbar-brand">
        <img src="/logo.svg" alt="" width={32} height={32} />
        <span>Folio</span>
      </Link>
      <div className="topbar-actions">
        <GlobalSearch />
        <Button
          type="button"
          icon={theme === 'dark' ? 'pi pi-sun' : 'pi pi-moon'}
          rounded
          text
          className="topbar-button"
          aria-label="Modo oscuro"
          aria-pressed={theme === 'dark'}
          title={theme === 'dark' ? 'Cambiar a modo claro' : 'Cambiar a modo oscuro'}
          data-testid="theme-toggle"
          onClick={toggleTheme}
        />
        <Button
          type="button"
          icon="pi pi-question-circle"
          rounded
          text
          className="topbar-button"
          aria-label="Ayuda"
          title="Ayuda"
          data-testid="help-button"
          onClick={() => setHelpOpen(true)}
        />
        <NotificationBell />
        <Button
          type="button"
          icon="pi pi-user"
          label={user?.names}
          text
          className="topbar-button topbar-user"
          title="Perfil"
          data-testid="user-button"
          onClick={() => navigateTo('profile')}
        />
        <Button
          type="button"
          icon="pi pi-sign-out"
          rounded
          text
          className="topbar-button"
          aria-label="Cerrar sesión"
          title="Cerrar sesión"
          data-testid="logout-button"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void logout();
          }}
        />
      </div>
      <HelpDialog visible={helpOpen} onHide={() => setHelpOpen(false)} />
    </header>
  );
}
