/**
 * The one global Toast, bottom-center (docs/architecture.md §8.2), and the hook pages use to show messages. The
 * Toast component is fetched with the first message, not with the first page (the login page
 * stays light); messages shown meanwhile wait for it.
 */
import type { Toast, ToastMessage } from 'primereact/toast';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { errorMessage, requestIdOf } from './api';

export interface ToastApi {
  success(detail: string): void;
  /** With the failed request's id, shown under the message as «Código de error: …». */
  error(detail: string, requestId?: string | null): void;
  /** A failed call: its message and its «Código de error». */
  failure(error: unknown): void;
  /** News rather than the outcome of an action, e.g. a notification that just arrived. */
  info(detail: string, summary?: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

function withCode(detail: string, requestId: string | null | undefined): ReactNode {
  if (!requestId) return detail;
  return (
    <>
      {detail}
      <span className="toast-request-id">Código de error: {requestId}</span>
    </>
  );
}

const LazyToast = lazy(() => import('primereact/toast').then((module) => ({ default: module.Toast })));

export function ToastProvider({ children }: { children: ReactNode }) {
  const toast = useRef<Toast | null>(null);
  const waiting = useRef<ToastMessage[]>([]);
  const [wanted, setWanted] = useState(false);
  const attach = useCallback((instance: Toast | null) => {
    toast.current = instance;
    if (instance && waiting.current.length > 0) {
      instance.show(waiting.current);
      waiting.current = [];
    }
  }, []);
  const api = useMemo<ToastApi>(() => {
    const show = (message: ToastMessage) => {
      if (toast.current) toast.current.show(message);
      else {
        waiting.current.push(message);
        setWanted(true);
      }
    };
    return {
      success: (detail) => show({ severity: 'success', summary: 'Listo', detail, life: 4000 }),
      error: (detail, requestId) =>
        show({ severity: 'error', summary: 'Error', detail: withCode(detail, requestId), life: 6000 }),
      failure: (error) =>
        show({
          severity: 'error',
          summary: 'Error',
          detail: withCode(errorMessage(error), requestIdOf(error)),
          life: 6000,
        }),
      info: (detail, summary = 'Aviso') => show({ severity: 'info', summary, detail, life: 6000 }),
    };
  }, []);
  return (
    <ToastContext value={api}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <LazyToast ref={attach} position="bottom-center" />
        </Suspense>
      )}
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  return api;
}
