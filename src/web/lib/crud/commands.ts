/**
 * A record's own actions (`POST /api/v1/<resource>/:id/<path>`: derive, dispatch, annul…): each
 * answer replaces the record on screen and refreshes its lists and history.
 */
import type { One } from '@shared/pagination';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isStaleVersion } from '../api';
import { useToast } from '../toast';
import { resourceUrl } from './hooks';
import type { ResourceRecord } from './types';

export interface RecordCommand {
  /** After `/api/v1/<resource>/:id/`: `derive`, `archive`, `recipients/3/deliver`… */
  path: string;
  body?: object;
}

export function useRecordCommand(resource: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: RecordCommand) =>
      api<One<ResourceRecord>>(resourceUrl(resource, `/${id}/${path}`), { method: 'POST', body }),
    onSuccess: (answer) => {
      queryClient.setQueryData([resource, 'record', answer.data.id], answer.data);
      void queryClient.invalidateQueries({ queryKey: [resource, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [resource, 'history', answer.data.id] });
    },
  });
}

/**
 * Runs a record's action and says so in a toast. A stale version resolves after `onStale` (the
 * page offers to reload); other failures (a 409 refusal too) reject, for a dialog's form to show
 * on its fields.
 */
export function useCommandRunner(resource: string, id: number, onStale: () => void) {
  const command = useRecordCommand(resource, id);
  const toast = useToast();
  const run = async (action: RecordCommand, done: string) => {
    try {
      await command.mutateAsync(action);
      toast.success(done);
    } catch (error) {
      if (!isStaleVersion(error)) throw error;
      toast.failure(error);
      onStale();
    }
  };
  /** For a button without a form: any other failure is a toast. */
  const runNow = (action: RecordCommand, done: string) => {
    run(action, done).catch((error: unknown) => toast.failure(error));
  };
  return { run, runNow, busy: command.isPending };
}

export type CommandRunner = ReturnType<typeof useCommandRunner>;
