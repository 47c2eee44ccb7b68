/**
 * The authenticated shell of docs/architecture.md §8.2: top bar, side menu, content area (toasts are global).
 * It also provides react-query: only logged-in screens query data, so the login page never loads it;
 * and the realtime connection (notifications, permission changes), which only exists while logged in.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { classNames } from 'primereact/utils';
import type { ReactNode } from 'react';
import { RealtimeNotifications } from '../../features/notifications/RealtimeNotifications';
import { queryClient } from '../../lib/queryClient';
import { useSideMenu } from './menuState';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

export default function Shell({ children }: { children: ReactNode }) {
  const menu = useSideMenu();
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeNotifications />
      <div className={classNames('shell', { 'shell-desktop': menu.isDesktop, 'shell-menu-open': menu.open })}>
        <TopBar menuOpen={menu.open} onToggleMenu={menu.toggle} />
        <SideMenu open={menu.open} />
        {menu.open && !menu.isDesktop && (
          <button
            type="button"
            className="shell-backdrop"
            aria-label="Cerrar menú"
            tabIndex={-1}
            data-testid="menu-backdrop"
            onClick={menu.close}
          />
        )}
        <main className="shell-content">{children}</main>
      </div>
    </QueryClientProvider>
  );
}
