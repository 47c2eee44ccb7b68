/**
 * "Nuevo ingreso" and "Editar ingreso": the shared form page with the entry's fields, typed at the
 * front desk by keyboard (Ctrl+Enter saves). A new entry stays on the form under a dialog with its
 * number, so the clerk prints the sticker and registers the next one in a fresh form.
 */
import { entryInput } from '@shared/schemas/entries';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ResourceFormPage } from '../../../lib/crud/ResourceFormPage';
import type { Entry } from '../show/entry';
import { EntryFields } from './EntryFields';
import { SavedDialog } from './SavedDialog';
import { type EntryForm, entryDefaults, entryValues, keptForNext } from './values';
import '../entries.css';

export default function EntryFormPage() {
  const editing = useParams().id !== undefined;
  const [defaults] = useState(() => entryDefaults());
  const [saved, setSaved] = useState<{ entry: Entry; form: EntryForm } | null>(null);

  const registerAnother = () => {
    if (!saved) return;
    saved.form.reset(entryDefaults(keptForNext(saved.form.getValues())));
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
        afterSave={(entry, _answer, form) => {
          if (editing) return `/entries/${entry.id}`;
          // The dialog gives focus back to what held it when it opened: the first field, for the next entry.
          form.setFocus('type_entry_id');
          setSaved({ entry, form });
          return null;
        }}
        fields={(form, record) => <EntryFields form={form} record={record} />}
      />
      <SavedDialog entry={saved?.entry ?? null} onAnother={registerAnother} />
    </>
  );
}
