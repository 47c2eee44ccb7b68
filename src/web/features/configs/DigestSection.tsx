/** "Correos": from what hour the daily digest goes out, and on what weekday the office heads' weekly one. */
import { WEEKDAYS } from '@shared/working-days';
import { NumberField } from '../../lib/form/NumberField';
import { SelectField } from '../../lib/form/SelectField';
import { ConfigGroup } from './ConfigGroup';
import type { SettingsForm } from './types';

const WEEKDAY_OPTIONS = WEEKDAYS.map((day) => ({ value: day.value, label: day.label }));

export function DigestSection({ form }: { form: SettingsForm }) {
  return (
    <ConfigGroup id="digest" title="Resumen por correo">
      <NumberField
        control={form.control}
        name="digest.hour"
        label="Hora del resumen diario"
        suffix=" h"
        hint="Cada día laborable, desde esta hora (0 a 23), cada persona recibe lo que su Tablero le muestra."
      />
      <SelectField
        control={form.control}
        name="digest.weekly_weekday"
        label="Día del resumen semanal"
        options={WEEKDAY_OPTIONS}
      />
      <small className="field-help form-grid-full">
        Los jefes de oficina reciben ese día los documentos vencidos de su oficina, por persona; si es feriado, el
        siguiente día laborable de la semana. Cada persona puede dejar de recibirlos en su perfil.
      </small>
    </ConfigGroup>
  );
}
