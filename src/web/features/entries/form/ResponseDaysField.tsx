/**
 * The working days to answer (proposed by the entry type) and, below, the due date they give from
 * the reception date with the organisation's calendar: what the server will compute on saving.
 */
import type { AppSettings } from '@shared/schemas/user';
import { addWorkingDays } from '@shared/working-days';
import { useWatch } from 'react-hook-form';
import { useAppSettings } from '../../../lib/appSettings';
import { longDate } from '../../../lib/dates';
import { NumberField } from '../../../lib/form/NumberField';
import type { EntryForm } from './values';

function dueDate(received: string | null | undefined, days: unknown, calendar: AppSettings['calendar']) {
  if (typeof days !== 'number') return null;
  const start = received ? new Date(received) : new Date();
  if (Number.isNaN(start.getTime())) return null;
  return addWorkingDays(start, days, { workingDays: calendar.working_days, holidays: calendar.holidays });
}

export function ResponseDaysField({ control }: { control: EntryForm['control'] }) {
  const settings = useAppSettings();
  const [days, received] = useWatch({ control, name: ['response_days', 'received_at'] });
  const due = settings.status === 'ready' ? dueDate(received, days, settings.data.calendar) : null;
  return (
    <NumberField
      control={control}
      name="response_days"
      label="Plazo de respuesta (días hábiles)"
      hint={due ? `Vence el ${longDate(due)}.` : 'Se propone con el tipo de ingreso.'}
    />
  );
}
