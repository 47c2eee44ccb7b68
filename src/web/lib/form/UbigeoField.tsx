/**
 * Where an address is: departamento → provincia → distrito from INEI's list (`@shared/ubigeo`),
 * each a dropdown searched by typing part of a name; the form's value is the distrito's 6-digit
 * code. A place typed as text before the ubigeo existed is shown until a distrito is chosen.
 */
import { departmentOptions, districtOptions, provinceOptions, type UbigeoOption } from '@shared/ubigeo/ubigeo';
import { useEffect, useMemo, useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { Field } from './Field';
import { FilterDropdown } from './FilterDropdown';

interface UbigeoFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  /** Prefix of the three controls' ids (`${prefix}department`…), for a form inside another. */
  idPrefix?: string;
  /** The place typed as text before the ubigeo, when no distrito is chosen yet. */
  legacy?: string | null;
}

export function UbigeoField<T extends FieldValues>({ control, name, idPrefix = '', legacy }: UbigeoFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <UbigeoPicker
          idPrefix={idPrefix}
          value={(field.value as string | null | undefined) || null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          focusRef={field.ref}
          error={fieldState.error?.message}
          legacy={legacy}
        />
      )}
    />
  );
}

interface PickerProps {
  idPrefix: string;
  value: string | null;
  onChange: (code: string | null) => void;
  onBlur: () => void;
  focusRef: (instance: HTMLInputElement | null) => void;
  error?: string;
  legacy?: string | null;
}

const asOptions = (list: UbigeoOption[]) => list.map((o) => ({ value: o.code, label: o.name }));

function UbigeoPicker({ idPrefix, value, onChange, onBlur, focusRef, error, legacy }: PickerProps) {
  const [department, setDepartment] = useState<string | null>(value?.slice(0, 2) ?? null);
  const [province, setProvince] = useState<string | null>(value?.slice(0, 4) ?? null);
  // A distrito set from outside (a reset, a lookup) shows its departamento and provincia.
  useEffect(() => {
    if (value) {
      setDepartment(value.slice(0, 2));
      setProvince(value.slice(0, 4));
    }
  }, [value]);
  const departments = useMemo(() => asOptions(departmentOptions()), []);
  const provinces = useMemo(() => asOptions(department ? provinceOptions(department) : []), [department]);
  const districts = useMemo(() => asOptions(province ? districtOptions(province) : []), [province]);
  const id = (level: string) => `${idPrefix}${level}`;
  const common = {
    filterInputAutoFocus: true,
    emptyMessage: 'Elija primero el nivel anterior.',
    placeholder: 'Seleccione',
    className: 'w-full',
    onBlur,
  };
  return (
    <div className="form-grid-full">
      <div className="ubigeo-place">
        <Field id={id('department')} label="Departamento">
          <FilterDropdown
            {...common}
            inputId={id('department')}
            value={department}
            options={departments}
            onChange={(e) => {
              setDepartment(e.value ?? null);
              setProvince(null);
              onChange(null);
            }}
          />
        </Field>
        <Field id={id('province')} label="Provincia">
          <FilterDropdown
            {...common}
            inputId={id('province')}
            value={province}
            options={provinces}
            disabled={!department}
            onChange={(e) => {
              setProvince(e.value ?? null);
              onChange(null);
            }}
          />
        </Field>
        <Field id={id('ubigeo')} label="Distrito" error={error}>
          <FilterDropdown
            {...common}
            inputId={id('ubigeo')}
            focusInputRef={focusRef}
            value={value}
            options={districts}
            disabled={!province}
            invalid={Boolean(error)}
            onChange={(e) => onChange(e.value ?? null)}
          />
        </Field>
      </div>
      {legacy && !value && (
        <small className="field-hint">
          Lugar escrito antes de usar la lista del INEI: «{legacy}». Elija el distrito para reemplazarlo.
        </small>
      )}
    </div>
  );
}
