/**
 * "Nuevo ingreso" and "Editar ingreso": the shared form page with the entry's fields, typed at the
 * front desk by keyboard (Ctrl+Enter saves). A new entry stays on the form under a dialog with its
 * number, so the clerk prints the sticker and registers the next one in a fresh form.
 */
import { ENTRY_STATES, entryInput } from '@shared/schemas/entries';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ResourceFormPage } from '../../../lib/crud/ResourceFormPage';
import { lockReason } from '../../../lib/records/lockReason';
import type { Entry } from '../entries.record';
import { EntryFields } from './EntryFields';
import { SavedDialog } from './SavedDialog';
import { type EntryForm, entryDefaults, entryValues, keptForNext } from './values';
import '../entries.css';

const LOCK_REASON = lockReason({ one: 'el ingreso', all: 'los ingresos' }, ENTRY_STATES);

export default function EntryFormPage() {
  const editing = useParams().id !== undefined;
  const [defaults] = useState(() => entryDefaults());
  const [saved, setSaved] = useState<Entry | null>(null);
  const form = useRef<EntryForm | null>(null);

  const registerAnother = () => {
    const current = form.current;
    if (current) current.reset(entryDefaults(keptForNext(current.getValues())));
    setSaved(null);
  };

  return (
    <>
      <ResourceFormPage<typeof entryInput, Entry>
        resource="entries"
        noun="ingreso"
        schema={entryInput}
        defaults={defaults}
        toValues={entryValues}
        deskKeys
        lockedReason={LOCK_REASON}
        afterSave={(entry, _answer, filled) => {
          if (editing) return `/entries/${entry.id}`;
          form.current = filled;
          setSaved(entry);
          return null;
        }}
        fields={(fieldsForm, record) => <EntryFields form={fieldsForm} record={record} />}
      />
      <SavedDialog entry={saved} onAnother={registerAnother} onClosed={() => form.current?.setFocus('type_entry_id')} />
    </>
  );
}
