/** The output's actions (dispatch, delivery, archive, annul): each answer replaces the record on screen. */
import { MESSAGES } from '@shared/errors';
import type { One } from '@shared/pagination';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, errorMessage } from '../../lib/api';
import { resourceUrl } from '../../lib/crud/hooks';
import { useToast } from '../../lib/toast';
import type { Output } from './output';

export interface OutputCommand {
  /** After `/api/v1/outputs/:id/`: `dispatch`, `archive`, `recipients/3/deliver`… */
  path: string;
  body: object;
}

export function useOutputCommand(outputId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: OutputCommand) =>
      api<One<Output>>(resourceUrl('outputs', `/${outputId}/${path}`), { method: 'POST', body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(['outputs', 'record', answer.data.id], answer.data);
      void queryClient.invalidateQueries({ queryKey: ['outputs', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['outputs', 'history', answer.data.id] });
    },
  });
}

const isStale = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * Runs an output action and says so in a toast. A 409 (stale, or a state the output has left)
 * resolves after `onStale` (the page offers to reload); other failures reject, for a dialog's
 * form to show on its fields.
 */
export function useOutputRunner(outputId: number, onStale: () => void) {
  const command = useOutputCommand(outputId);
  const toast = useToast();
  const run = async (action: OutputCommand, done: string) => {
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
  const runNow = (action: OutputCommand, done: string) => {
    run(action, done).catch((error: unknown) => toast.error(errorMessage(error)));
  };
  return { run, runNow, busy: command.isPending };
}

export type OutputRunner = ReturnType<typeof useOutputRunner>;
