/**
 * The working days to answer (proposed by the entry type) and, below, the due date they give from
 * the reception date with the organisation's calendar (from the next working day for a virtual desk
 * entry received outside its hours): what the server will compute on saving.
 */
import type { AppSettings } from '@shared/schemas/user';
import { termStart } from '@shared/schemas/virtual-desk';
import { addWorkingDays } from '@shared/working-days';
import { useWatch } from 'react-hook-form';
import { useAppSettings } from '../../../lib/appSettings';
import { longDate } from '../../../lib/dates';
import { NumberField } from '../../../lib/form/NumberField';
import type { EntryForm } from './values';

function dueDate(
  received: string | null | undefined,
  channel: string,
  days: unknown,
  calendar: AppSettings['calendar'],
) {
  if (typeof days !== 'number') return null;
  const at = received ? new Date(received) : new Date();
  if (Number.isNaN(at.getTime())) return null;
  const working = { workingDays: calendar.working_days, holidays: calendar.holidays };
  return addWorkingDays(termStart(at, channel, calendar.virtual_desk_hours, working), days, working);
}

export function ResponseDaysField({ control }: { control: EntryForm['control'] }) {
  const settings = useAppSettings();
  const [days, received, channel] = useWatch({ control, name: ['response_days', 'received_at', 'channel'] });
  const due = settings.status === 'ready' ? dueDate(received, channel, days, settings.data.calendar) : null;
  return (
    <NumberField
      control={control}
      name="response_days"
      label="Plazo de respuesta (días hábiles)"
      hint={due ? `Vence el ${longDate(due)}.` : 'Se propone con el tipo de ingreso.'}
    />
  );
}
