/**
 * The parts of a definition most catalogues share: the permission keys named after the resource
 * (`series-index`, `series-create`…) and the list of a catalogue kept by code and name.
 */
import type { PermissionKey } from '@shared/permissions';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { CrudDefinition } from './types';

/** The resources that have the key `<resource>-<action>`. */
type HoldingKey<Action extends string> = PermissionKey extends infer Key
  ? Key extends `${infer Resource}-${Action}`
    ? Resource
    : never
  : never;

type Keys = CrudDefinition<z.ZodObject, z.ZodObject>['permissions'];
const key = (resource: string, action: string) => [`${resource}-${action}` as PermissionKey];

/** `index`, `create` and `update` by the resource's own keys (show falls back to them). */
export function resourceKeys<Resource extends HoldingKey<'index'> & HoldingKey<'create'> & HoldingKey<'update'>>(
  resource: Resource,
): Keys {
  return { index: key(resource, 'index'), create: key(resource, 'create'), update: key(resource, 'update') };
}

/** The same with the resource's own `show` key. */
export function resourceKeysWithShow<
  Resource extends HoldingKey<'index'> & HoldingKey<'show'> & HoldingKey<'create'> & HoldingKey<'update'>,
>(resource: Resource): Keys {
  return { ...resourceKeys(resource), show: key(resource, 'show') };
}

/** A catalogue kept by code and name: `q` searches both; it sorts by id, code, name or creation. */
export const codeAndNameList = (table: PgTable & Record<'id' | 'code' | 'name' | 'created_at', PgColumn>) => ({
  search: [table.code, table.name],
  sortable: { id: table.id, code: table.code, name: table.name, created_at: table.created_at },
});
