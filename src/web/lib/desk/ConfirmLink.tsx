/**
 * The page an e-mail link opens (`…/:token`): the citizen confirms with a button (a link opened by
 * a mail scanner does nothing); then the card shows what `done` draws of the answer.
 */
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { AuthCard } from '../AuthCard';
import { errorMessage } from '../api';
import { Notice } from './Notice';

interface ConfirmLinkProps<R> {
  title: string;
  /** The card's subtitle before and after confirming. */
  subtitle: { pending: string; done: string };
  confirmLabel: string;
  confirm: (token: string) => Promise<R>;
  done: (answer: R) => ReactNode;
  /** The link below, to start again. */
  children: ReactNode;
}

export function ConfirmLink<R>({ title, subtitle, confirmLabel, confirm, done, children }: ConfirmLinkProps<R>) {
  const { token = '' } = useParams();
  const [state, setState] = useState<{ busy?: boolean; answer?: { value: R }; error?: string }>({});
  const run = async () => {
    setState({ busy: true });
    try {
      setState({ answer: { value: await confirm(token) } });
    } catch (error) {
      setState({ error: errorMessage(error) });
    }
  };
  return (
    <AuthCard title={title} subtitle={state.answer ? subtitle.done : subtitle.pending}>
      {state.answer ? (
        <div className="form">{done(state.answer.value)}</div>
      ) : (
        <div className="form">
          {state.error && (
            <Notice kind="error" icon="pi-exclamation-circle">
              {state.error}
            </Notice>
          )}
          <button type="button" className="p-button p-component w-full" disabled={state.busy} onClick={run}>
            <span
              className={`p-button-icon p-button-icon-left pi ${state.busy ? 'pi-spin pi-spinner' : 'pi-check'}`}
              aria-hidden="true"
            />
            <span className="p-button-label">{confirmLabel}</span>
          </button>
        </div>
      )}
      {children}
    </AuthCard>
  );
}
