import { classNames } from 'primereact/utils';
import type { ComponentProps } from 'react';

type TextInputProps = ComponentProps<'input'> & { invalid?: boolean };

/**
 * A text input drawn with the theme's p-inputtext classes. Plain HTML on purpose: PrimeReact's
 * InputText brings its Tooltip along, weight the login page does not need.
 */
export function TextInput({ invalid = false, className, ...props }: TextInputProps) {
  return <input {...props} className={classNames('p-inputtext p-component', className, { 'p-invalid': invalid })} />;
}
