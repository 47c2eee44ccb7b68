/** "Nuevo control" and its edit while a draft: kind, courier or provider with its guide, zone, date, notes. */
import { DELIVERY_CONTROL_STATES, DELIVERY_KINDS, deliveryControlInput } from '@shared/schemas/delivery';
import { calendarDate } from '@shared/working-days';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { resourceUrl } from '../../../lib/crud/hooks';
import { ResourceFormPage } from '../../../lib/crud/ResourceFormPage';
import { DateField } from '../../../lib/form/DateField';
import { FormSection } from '../../../lib/form/FormSection';
import { FormTextAreaField } from '../../../lib/form/FormTextAreaField';
import { FormTextField } from '../../../lib/form/FormTextField';
import { labelOptions, SelectField } from '../../../lib/form/SelectField';
import { lockReason } from '../../../lib/records/lockReason';
import type { DeliveryControl } from '../delivery-controls.record';

const LOCK_REASON = lockReason({ one: 'el control', all: 'los controles' }, DELIVERY_CONTROL_STATES);

type Courier = { id: number; names: string; surnames: string };

function useCouriers() {
  return useQuery({
    queryKey: ['delivery-controls', 'couriers'],
    queryFn: ({ signal }) => api<{ data: Courier[] }>(resourceUrl('delivery-controls', '/couriers'), { signal }),
  });
}

const values = (c: DeliveryControl) => ({
  kind: c.kind,
  courier_id: c.courier_id,
  provider: c.provider ?? '',
  guide_number: c.guide_number ?? '',
  zone: c.zone ?? '',
  scheduled_date: c.scheduled_date,
  notes: c.notes ?? '',
});

export default function DeliveryControlFormPage() {
  const couriers = useCouriers();
  const options = (couriers.data?.data ?? []).map((c) => ({ value: c.id, label: `${c.names} ${c.surnames}` }));
  return (
    <ResourceFormPage<typeof deliveryControlInput, DeliveryControl>
      resource="delivery-controls"
      noun="control de entrega"
      schema={deliveryControlInput}
      defaults={{
        kind: 'externo',
        courier_id: null,
        provider: '',
        guide_number: '',
        zone: '',
        scheduled_date: calendarDate(new Date()),
        notes: '',
      }}
      toValues={values}
      lockedReason={LOCK_REASON}
      afterSave={(control) => `/delivery-controls/${control.id}`}
      fields={(form) => (
        <>
          <FormSection title="Control" />
          <SelectField control={form.control} name="kind" label="Tipo" options={labelOptions(DELIVERY_KINDS)} />
          <DateField control={form.control} name="scheduled_date" label="Fecha programada" />
          <FormTextField form={form} name="zone" label="Zona o ruta (opcional)" maxLength={120} />
          <FormSection title="Quién lo lleva" />
          <SelectField
            control={form.control}
            name="courier_id"
            label="Mensajero"
            options={options}
            clearable
            placeholder="Elija un mensajero"
          />
          <FormTextField
            form={form}
            name="provider"
            autoComplete="organization"
            label="o proveedor (courier externo)"
            maxLength={200}
          />
          <FormTextField
            form={form}
            name="guide_number"
            label="Guía u orden de servicio del proveedor"
            maxLength={60}
          />
          <FormTextAreaField form={form} name="notes" label="Observaciones (opcional)" maxLength={1000} />
        </>
      )}
    />
  );
}
