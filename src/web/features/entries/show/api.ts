/** The entry's actions (route sheet and states): each answer replaces the record on screen. */
import { MESSAGES } from '@shared/errors';
import type { One } from '@shared/pagination';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, errorMessage } from '../../../lib/api';
import { resourceUrl } from '../../../lib/crud/hooks';
import { useToast } from '../../../lib/toast';
import type { Entry } from './entry';

export interface EntryCommand {
  /** After `/api/v1/entries/:id/`: `derive`, `attend`, `movements/3/receive`… */
  path: string;
  body?: object;
}

export function useEntryCommand(entryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: EntryCommand) =>
      api<One<Entry>>(resourceUrl('entries', `/${entryId}/${path}`), { method: 'POST', body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(['entries', 'record', answer.data.id], answer.data);
      void queryClient.invalidateQueries({ queryKey: ['entries', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['entries', 'history', answer.data.id] });
    },
  });
}

/** Someone changed the entry meanwhile (stale version, or a state it has left): offer to reload. */
export const isStale = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * Runs an entry action and says so in a toast. A 409 (stale) resolves after `onStale` (the page
 * offers to reload); other failures reject, for a dialog's form to show on its fields.
 */
export function useEntryRunner(entryId: number, onStale: () => void) {
  const command = useEntryCommand(entryId);
  const toast = useToast();
  const run = async (action: EntryCommand, done: string) => {
    try {
      await command.mutateAsync(action);
      toast.success(done);
    } catch (error) {
      if (!isStale(error)) throw error;
      if (errorMessage(error) !== MESSAGES.staleVersion) toast.error(errorMessage(error));
      onStale();
    }
  };
  /** For a button without a form: any other failure is a toast. */
  const runNow = (action: EntryCommand, done: string) => {
    run(action, done).catch((error: unknown) => toast.error(errorMessage(error)));
  };
  return { run, runNow, busy: command.isPending };
}

export type EntryRunner = ReturnType<typeof useEntryRunner>;
