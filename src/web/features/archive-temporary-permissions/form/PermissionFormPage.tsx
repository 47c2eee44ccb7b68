/**
 * "Nuevo permiso" and its edit while not yet active: who, what (an expedient, an archived document
 * or a restricted record, by lookup), the type of access, the dates and the reason. Made for the
 * keyboard: Tab through the fields, Enter or Tab takes a suggestion, Ctrl+Enter saves. A worker
 * who may only request for themselves sees their own name instead of the holder's lookup.
 */
import type { LookupOption } from '@shared/crud';
import { can } from '@shared/permissions';
import {
  PERMISSION_ITEM_KINDS,
  PERMISSION_STATES,
  PERMISSION_TYPES,
  type PermissionItemKind,
  permissionInput,
} from '@shared/schemas/archive-temporary-permissions';
import { calendarDate } from '@shared/working-days';
import { type Control, type UseFormReturn, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ResourceFormPage } from '../../../lib/crud/ResourceFormPage';
import { DateField } from '../../../lib/form/DateField';
import { FormSection } from '../../../lib/form/FormSection';
import { FormTextAreaField } from '../../../lib/form/FormTextAreaField';
import { LookupField } from '../../../lib/form/LookupField';
import { labelOptions, SelectField } from '../../../lib/form/SelectField';
import { lockReason } from '../../../lib/records/lockReason';
import { personName } from '../../../lib/records/names';
import { useSession } from '../../../lib/session';
import type { Permission } from '../archive-temporary-permissions.record';
import '../archive-temporary-permissions.css';

const LOCK_REASON = lockReason({ one: 'el permiso', all: 'los permisos' }, PERMISSION_STATES);
const PATH = '/archive-central/permissions';
const inDays = (n: number) => calendarDate(new Date(Date.now() + n * 86_400_000));

type Values = z.input<typeof permissionInput>;

/** Expedients come from their own module's lookup; archived documents and restricted records from the loans' own. */
const itemLookup = (kind: PermissionItemKind) =>
  kind === 'archive-expedients'
    ? { resource: 'archive-expedients' }
    : { resource: 'archive-temporary-permissions/items', params: { kind } };

const ITEM_PLACEHOLDERS: Record<PermissionItemKind, string> = {
  'archive-expedients': 'Código o título del expediente',
  'archive-documents': 'Código del expediente o título del documento',
  entries: 'Número del ingreso (ING-…)',
  outputs: 'Número de la salida (SAL-…)',
  'supporting-entries': 'Número del documento',
  'supporting-outputs': 'Número del documento',
};

function ItemField({ form, record }: { form: UseFormReturn<Values>; record: Permission | undefined }) {
  const kind = useWatch({ control: form.control, name: 'item_kind' }) as PermissionItemKind;
  const lookup = itemLookup(kind);
  const initial: LookupOption[] =
    record && record.item_kind === kind ? [{ id: record.item_id, label: record.item_label, description: '' }] : [];
  return (
    <div className="permission-form-item">
      <SelectField
        control={form.control as Control<Values>}
        name="item_kind"
        label="Qué"
        options={labelOptions(PERMISSION_ITEM_KINDS)}
      />
      <LookupField
        key={kind}
        control={form.control}
        name="item_id"
        label="Documento o expediente"
        resource={lookup.resource}
        params={lookup.params}
        initial={initial}
        placeholder={ITEM_PLACEHOLDERS[kind]}
        hint="Los documentos reservados se listan por número, sin su asunto."
      />
    </div>
  );
}

export default function PermissionFormPage() {
  const { user, permissions } = useSession();
  const manages = can(permissions, ['archive-temporary-permission-update']);
  return (
    <ResourceFormPage<typeof permissionInput, Permission>
      resource="archive-temporary-permissions"
      basePath={PATH}
      noun="permiso de acceso"
      schema={permissionInput}
      deskKeys
      defaults={{
        holder_id: manages ? undefined : user?.id,
        item_kind: 'entries',
        item_id: undefined,
        type: 'consulta_sala',
        reason: '',
        starts_on: calendarDate(new Date()),
        until_on: inDays(7),
      }}
      toValues={(p) => ({
        holder_id: p.holder_id,
        item_kind: p.item_kind,
        item_id: p.item_id,
        type: p.type,
        reason: p.reason,
        starts_on: p.starts_on,
        until_on: p.until_on,
      })}
      lockedReason={LOCK_REASON}
      afterSave={(p) => `${PATH}/${p.id}`}
      fields={(form, record) => (
        <>
          <FormSection title="Para quién" />
          {manages ? (
            <LookupField
              control={form.control}
              name="holder_id"
              label="Titular"
              resource="users"
              initial={record?.holder ? [{ id: record.holder_id, label: personName(record.holder) }] : []}
              placeholder="Nombre de la persona"
              autoFocus
            />
          ) : (
            <p className="permission-holder">
              Titular: <strong>{user ? `${user.names} ${user.surnames}` : ''}</strong>
            </p>
          )}
          <FormSection title="Qué necesita" />
          <ItemField form={form} record={record} />
          <SelectField
            control={form.control}
            name="type"
            label="Tipo de acceso"
            options={labelOptions(PERMISSION_TYPES)}
          />
          <DateField control={form.control} name="starts_on" label="Desde" />
          <DateField control={form.control} name="until_on" label="Hasta" hint="Como máximo 90 días." />
          <FormTextAreaField form={form} name="reason" label="Motivo" maxLength={500} />
        </>
      )}
    />
  );
}
