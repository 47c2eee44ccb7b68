/**
 * Who took the document, when the one scanning hands it to another office (a courier): name,
 * DNI and relation or position, as a control's "Entregado" asks. The server's field errors show
 * under each field.
 */
import { InputText } from 'primereact/inputtext';
import { Field } from '../../lib/form/Field';

export interface ReceiverValues {
  received_by_name: string;
  received_by_document: string;
  received_by_position: string;
}

export const NO_RECEIVER: ReceiverValues = { received_by_name: '', received_by_document: '', received_by_position: '' };

const FIELDS = [
  { name: 'received_by_name', label: 'Recibido por (nombre)', max: 200 },
  { name: 'received_by_document', label: 'DNI', max: 20 },
  { name: 'received_by_position', label: 'Cargo o relación (opcional)', max: 120 },
] as const;

export function ReceiverFields({
  values,
  errors,
  onChange,
}: {
  values: ReceiverValues;
  errors: Record<string, string[]>;
  onChange: (values: ReceiverValues) => void;
}) {
  return (
    <fieldset className="receive-receiver">
      <legend>Entrega en otra oficina: ¿quién lo recibe?</legend>
      {FIELDS.map(({ name, label, max }) => (
        <Field key={name} id={name} label={label} error={errors[name]?.join(' ')}>
          <InputText
            id={name}
            value={values[name]}
            maxLength={max}
            autoComplete="off"
            inputMode={name === 'received_by_document' ? 'numeric' : undefined}
            invalid={Boolean(errors[name])}
            onChange={(e) => onChange({ ...values, [name]: e.target.value })}
          />
        </Field>
      ))}
    </fieldset>
  );
}
