import { RadioButton } from 'primereact/radiobutton';
import { useId } from 'react';
import type { PasswordDelivery } from './types';

const OPTIONS: { value: PasswordDelivery; label: string; help: string }[] = [
  {
    value: 'show',
    label: 'Mostrarla en pantalla',
    help: 'Se mostrará una sola vez para que usted la entregue al usuario.',
  },
  { value: 'email', label: 'Enviarla por correo electrónico', help: 'Se enviará al correo registrado del usuario.' },
];

/** How a temporary password reaches the user: shown once on screen or sent by e-mail. */
export function DeliveryOptions({
  value,
  onChange,
  legend = 'Entrega de la contraseña temporal',
}: {
  value: PasswordDelivery;
  onChange: (value: PasswordDelivery) => void;
  legend?: string;
}) {
  const name = useId();
  return (
    <fieldset className="delivery-options">
      <legend>{legend}</legend>
      {OPTIONS.map((option) => (
        <div key={option.value} className="delivery-option">
          <RadioButton
            inputId={`${name}-${option.value}`}
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <label htmlFor={`${name}-${option.value}`}>
            <span>{option.label}</span>
            <small className="field-help">{option.help}</small>
          </label>
        </div>
      ))}
    </fieldset>
  );
}
