import { InputSwitch } from 'primereact/inputswitch';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

interface SwitchFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  help?: string;
}

/** A yes/no setting with its label beside the switch. */
export function SwitchField<T extends FieldValues>({ control, name, label, help }: SwitchFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="field field-switch">
          <InputSwitch inputId={name} checked={Boolean(field.value)} onChange={(e) => field.onChange(e.value)} />
          <label htmlFor={name}>
            {label}
            {help && <small className="field-help">{help}</small>}
          </label>
        </div>
      )}
    />
  );
}
