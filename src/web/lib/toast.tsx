/** The one global Toast, bottom-center (SPEC §9), and the hook pages use to show messages. */
import { Toast } from 'primereact/toast';
import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react';

export interface ToastApi {
  success(detail: string): void;
  error(detail: string): void;
  /** News rather than the outcome of an action, e.g. a notification that just arrived. */
  info(detail: string, summary?: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const toast = useRef<Toast>(null);
  const api = useMemo<ToastApi>(
    () => ({
      success: (detail) => toast.current?.show({ severity: 'success', summary: 'Listo', detail, life: 4000 }),
      error: (detail) => toast.current?.show({ severity: 'error', summary: 'Error', detail, life: 6000 }),
      info: (detail, summary = 'Aviso') => toast.current?.show({ severity: 'info', summary, detail, life: 6000 }),
    }),
    [],
  );
  return (
    <ToastContext value={api}>
      {children}
      <Toast ref={toast} position="bottom-center" />
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  return api;
}
