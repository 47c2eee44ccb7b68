/** The usual `attach` rule of a registered document: its editors, or whoever registered it. */
import { can, type PermissionKey } from '@shared/permissions';
import { forbidden } from '../errors';
import type { AttachRule, Stateful } from './transitions';

/**
 * Files change with the update keys, or by whoever registered the record with a create key, while
 * it is in `from`; `message` is the 403 for anyone else.
 */
export function editorsOrRegistrar<Row extends Stateful & { registered_by: number }, Context>(
  keys: { update: readonly PermissionKey[]; create: readonly PermissionKey[] },
  from: readonly string[],
  message: string,
): AttachRule<Row, Context> {
  return {
    permissions: [...keys.update, ...keys.create],
    from,
    refuse: (caller, row) =>
      can(caller.permissions, keys.update) || row.registered_by === caller.user.id ? null : forbidden(message),
  };
}
