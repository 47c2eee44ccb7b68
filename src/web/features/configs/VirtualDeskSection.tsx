/** Mesa de partes virtual: working hours (with the working days of Calendario) and the limits of what a citizen sends. */
import { NumberField } from '../../lib/form/NumberField';
import { TextField } from '../../lib/form/TextField';
import type { SettingsForm } from './types';

export function VirtualDeskSection({ form }: { form: SettingsForm }) {
  const errors = form.formState.errors.virtual_desk;
  return (
    <div className="form-grid config-grid">
      <TextField
        id="virtual_desk.opens"
        label="Atiende desde las"
        autoComplete="off"
        hint="HH:MM, hora de Lima, en los días laborables del calendario."
        error={errors?.opens}
        registration={form.register('virtual_desk.opens')}
      />
      <TextField
        id="virtual_desk.closes"
        label="Hasta las"
        autoComplete="off"
        hint="Lo recibido fuera de este horario se cuenta desde el siguiente día hábil."
        error={errors?.closes}
        registration={form.register('virtual_desk.closes')}
      />
      <NumberField
        control={form.control}
        name="virtual_desk.max_file_mb"
        label="Tamaño máximo por archivo"
        suffix=" MB"
      />
      <NumberField
        control={form.control}
        name="virtual_desk.max_files"
        label="Archivos por envío"
        hint="El documento principal (PDF) más sus anexos."
      />
    </div>
  );
}
