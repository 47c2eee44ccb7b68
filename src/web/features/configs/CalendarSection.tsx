/** Calendario: working days (Monday first), holidays, and what that means for a 15-working-day deadline. */
import { addWorkingDays, WEEKDAYS } from '@shared/working-days';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { fromIsoDate, longDate } from '../../lib/dates';
import { DateInput } from '../../lib/form/DateInput';
import { describedBy } from '../../lib/form/Field';
import { TextInput } from '../../lib/form/TextInput';
import { RemoveButton } from '../../lib/RemoveButton';
import type { SettingsForm } from './types';

const PREVIEW_DAYS = 15;

function WorkingDays({ form }: { form: SettingsForm }) {
  return (
    <Controller
      control={form.control}
      name="working_days"
      render={({ field, fieldState }) => {
        const days = (field.value ?? []) as number[];
        const toggle = (day: number, on: boolean) =>
          field.onChange(on ? [...days, day].sort((a, b) => a - b) : days.filter((d) => d !== day));
        return (
          <fieldset className="config-fieldset" {...describedBy('working_days', fieldState.error)}>
            <legend>Días laborables</legend>
            <div className="weekday-list">
              {WEEKDAYS.map((day) => (
                <div key={day.value} className="weekday">
                  <Checkbox
                    inputId={`working_days.${day.value}`}
                    checked={days.includes(day.value)}
                    onChange={(e) => toggle(day.value, Boolean(e.checked))}
                    invalid={Boolean(fieldState.error)}
                  />
                  <label htmlFor={`working_days.${day.value}`}>{day.label}</label>
                </div>
              ))}
            </div>
            {fieldState.error && (
              <small id="working_days-error" className="p-error field-message" role="alert">
                {fieldState.error.message}
              </small>
            )}
          </fieldset>
        );
      }}
    />
  );
}

function DeadlinePreview({ form }: { form: SettingsForm }) {
  const [workingDays, holidays] = useWatch({ control: form.control, name: ['working_days', 'holidays'] });
  const days = ((workingDays ?? []) as number[]).filter((d) => d >= 1 && d <= 7);
  if (days.length === 0) return null;
  const due = addWorkingDays(new Date(), PREVIEW_DAYS, {
    workingDays: days,
    holidays: (holidays ?? []).filter((h) => fromIsoDate(h?.date) !== null),
  });
  return (
    <p className="deadline-preview" aria-live="polite">
      <i className="pi pi-info-circle config-note-icon" aria-hidden="true" />
      <span>
        Con estos días, un plazo de {PREVIEW_DAYS} días hábiles desde hoy vence el <strong>{longDate(due)}</strong>.
      </span>
    </p>
  );
}

function Holidays({ form }: { form: SettingsForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'holidays' });
  const errors = form.formState.errors.holidays;
  return (
    <fieldset className="config-fieldset">
      <legend>Feriados</legend>
      <p className="field-help holidays-help">
        Los feriados no cuentan como días hábiles. Marque «Todos los años» para los de fecha fija; los demás (como
        Semana Santa) se agregan cada año.
      </p>
      {fields.length === 0 ? (
        <p className="text-muted">No hay feriados registrados.</p>
      ) : (
        <div className="holiday-table">
          <div className="holiday-row holiday-head" aria-hidden="true">
            <span>Fecha</span>
            <span>Nombre</span>
            <span />
            <span />
          </div>
          <ul className="holiday-list" aria-label="Feriados">
            {fields.map((holiday, index) => {
              const rowErrors = errors?.[index];
              const dateId = `holidays.${index}.date`;
              const nameId = `holidays.${index}.name`;
              const recurringId = `holidays.${index}.recurring`;
              return (
                <li key={holiday.id} className="holiday-row" data-testid="holiday-row">
                  <div className="holiday-cell">
                    <Controller
                      control={form.control}
                      name={`holidays.${index}.date`}
                      render={({ field }) => (
                        <DateInput
                          id={dateId}
                          inputRef={field.ref}
                          value={field.value}
                          onChange={(value) => field.onChange(value ?? '')}
                          onBlur={field.onBlur}
                          invalid={Boolean(rowErrors?.date)}
                          aria-label={`Fecha del feriado ${index + 1}`}
                          {...describedBy(dateId, rowErrors?.date)}
                        />
                      )}
                    />
                    {rowErrors?.date && (
                      <small id={`${dateId}-error`} className="p-error field-message" role="alert">
                        {rowErrors.date.message}
                      </small>
                    )}
                  </div>
                  <div className="holiday-cell">
                    <TextInput
                      id={nameId}
                      autoComplete="off"
                      placeholder="Nombre del feriado"
                      aria-label={`Nombre del feriado ${index + 1}`}
                      className="w-full"
                      invalid={Boolean(rowErrors?.name)}
                      {...describedBy(nameId, rowErrors?.name)}
                      {...form.register(`holidays.${index}.name`)}
                    />
                    {rowErrors?.name && (
                      <small id={`${nameId}-error`} className="p-error field-message" role="alert">
                        {rowErrors.name.message}
                      </small>
                    )}
                  </div>
                  <div className="holiday-cell holiday-recurring">
                    <Controller
                      control={form.control}
                      name={`holidays.${index}.recurring`}
                      render={({ field }) => (
                        <Checkbox
                          inputId={recurringId}
                          checked={Boolean(field.value)}
                          onChange={(e) => field.onChange(Boolean(e.checked))}
                        />
                      )}
                    />
                    <label htmlFor={recurringId}>
                      Todos los años<span className="sr-only"> (feriado {index + 1})</span>
                    </label>
                  </div>
                  <RemoveButton
                    iconOnly
                    className="holiday-remove"
                    name={`Quitar el feriado ${index + 1}`}
                    title="Quitar"
                    onClick={() => remove(index)}
                  />
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {errors?.message && (
        <small className="p-error field-message" role="alert">
          {errors.message}
        </small>
      )}
      <div>
        <Button
          type="button"
          label="Agregar feriado"
          icon="pi pi-plus"
          outlined
          size="small"
          onClick={() =>
            append({ date: '', name: '', recurring: false }, { focusName: `holidays.${fields.length}.date` })
          }
        />
      </div>
    </fieldset>
  );
}

export function CalendarSection({ form }: { form: SettingsForm }) {
  return (
    <div className="config-section">
      <WorkingDays form={form} />
      <DeadlinePreview form={form} />
      <Holidays form={form} />
    </div>
  );
}
