/** Called by the users administration whenever an administrator changes a user's roles, office or active state. */
import type { Executor } from '../../db/client';
import { publishOnCommit } from '../../plugins/realtime/bus';
import { userChannel } from '../../plugins/realtime/channels';
import { notify } from './notifications.service';

/** On the user's private channel; the web reloads permissions and menu (`Echo.private(…).listen('.permissions-updated')`). */
export const PERMISSIONS_UPDATED_EVENT = 'permissions-updated';

/** Notifies the user and tells their open tabs to reload permissions, both when `tx` commits. */
export async function notifyUserAccessChanged(tx: Executor, userId: number): Promise<void> {
  // Type `profile`: the user opens their own profile (`users-show` is for administrators).
  await notify(tx, userId, { text: 'Sus permisos fueron actualizados.', type: 'profile', data_id: userId });
  await publishOnCommit(tx, [
    { channels: [userChannel(userId)], event: PERMISSIONS_UPDATED_EVENT, data: JSON.stringify({ user_id: userId }) },
  ]);
}
