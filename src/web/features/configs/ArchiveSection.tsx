/** Archivo central: the inventory a transfer prints by default (both formats stay available on the transfer). */
import { INVENTORY_FORMATS } from '@shared/schemas/archive-transfers';
import { labelOptions, SelectField } from '../../lib/form/SelectField';
import type { SettingsForm } from './types';

export function ArchiveSection({ form }: { form: SettingsForm }) {
  return (
    <div className="form-grid config-grid">
      <SelectField
        control={form.control}
        name="archive.transfer_inventory"
        label="Inventario de transferencia por defecto"
        options={labelOptions(INVENTORY_FORMATS)}
      />
      <p className="text-muted form-grid-full">
        El inventario de transferencia del AGN (Perú) lleva además el registro de cajas; el FUID (Colombia), las firmas
        de quien elabora, entrega y recibe. Ambos se pueden imprimir desde cada transferencia.
      </p>
    </div>
  );
}
