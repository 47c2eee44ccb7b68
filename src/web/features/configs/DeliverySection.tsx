/**
 * "Entregas": the visits a courier makes before only a return remains, when a notification in a
 * casilla electrónica takes effect, and the coded return reasons.
 */
import { ELECTRONIC_NOTICE_RULES } from '@shared/schemas/delivery';
import { Button } from 'primereact/button';
import { useFieldArray } from 'react-hook-form';
import { NumberField } from '../../lib/form/NumberField';
import { labelOptions, SelectField } from '../../lib/form/SelectField';
import { TextField } from '../../lib/form/TextField';
import { RemoveButton } from '../../lib/RemoveButton';
import { ConfigGroup, HelpedField } from './ConfigGroup';
import type { SettingsForm } from './types';

export function DeliverySection({ form }: { form: SettingsForm }) {
  const reasons = useFieldArray({ control: form.control, name: 'delivery.return_reasons' });
  const errors = form.formState.errors.delivery;
  return (
    <div className="config-section">
      <ConfigGroup id="delivery-visits" title="Visitas">
        <HelpedField help="Tras estas visitas sin entregar, el mensajero solo puede registrar la devolución.">
          <NumberField
            control={form.control}
            name="delivery.max_visits"
            label="Visitas antes de devolver"
            suffix=" visitas"
          />
        </HelpedField>
      </ConfigGroup>
      <ConfigGroup id="delivery-electronic" title="Notificación electrónica">
        <HelpedField help="Al depositarse, la fecha del depósito es la de notificación; al abrirse, la de la primera lectura del ciudadano (hasta entonces la copia figura como «Depositado en casilla»).">
          <SelectField
            control={form.control}
            name="delivery.electronic_notice"
            label="La notificación en la casilla surte efecto"
            options={labelOptions(ELECTRONIC_NOTICE_RULES)}
          />
        </HelpedField>
      </ConfigGroup>
      <ConfigGroup id="delivery-reasons" title="Motivos de devolución">
        {errors?.return_reasons?.root?.message && (
          <small className="p-error form-grid-full">{errors.return_reasons.root.message}</small>
        )}
        {reasons.fields.map((reason, index) => (
          <fieldset key={reason.id} className="config-fieldset form-grid config-grid form-grid-full">
            <legend>Motivo {index + 1}</legend>
            <TextField
              id={`delivery.return_reasons.${index}.code`}
              label="Código"
              autoComplete="off"
              maxLength={40}
              error={errors?.return_reasons?.[index]?.code}
              registration={form.register(`delivery.return_reasons.${index}.code`)}
            />
            <TextField
              id={`delivery.return_reasons.${index}.name`}
              label="Nombre"
              autoComplete="off"
              maxLength={120}
              error={errors?.return_reasons?.[index]?.name}
              registration={form.register(`delivery.return_reasons.${index}.name`)}
            />
            <RemoveButton name={`Quitar el motivo ${index + 1}`} onClick={() => reasons.remove(index)} />
          </fieldset>
        ))}
        <Button
          type="button"
          label="Agregar motivo"
          icon="pi pi-plus"
          outlined
          className="form-grid-full"
          onClick={() => reasons.append({ code: '', name: '' })}
        />
      </ConfigGroup>
    </div>
  );
}
