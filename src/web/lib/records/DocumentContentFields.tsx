/** The form's block every document has: its subject, summary, folios and annexes, in that order. */
import {
  type Control,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormRegister,
  useFormState,
} from 'react-hook-form';
import { NumberField } from '../form/NumberField';
import { TextAreaField } from '../form/TextAreaField';
import { TextField } from '../form/TextField';

type ContentName = 'subject' | 'summary' | 'folios' | 'annexes';

interface DocumentContentFieldsProps<T extends FieldValues> {
  control: Control<T>;
  register: UseFormRegister<T>;
  /** The summary's height in lines (the textarea's own default when left out). */
  summaryRows?: number;
}

export function DocumentContentFields<T extends FieldValues & { [K in ContentName]?: unknown }>({
  control,
  register,
  summaryRows,
}: DocumentContentFieldsProps<T>) {
  const { errors } = useFormState({ control });
  const path = (name: ContentName) => name as Path<T>;
  const error = (name: ContentName) => errors[name] as FieldError | undefined;
  return (
    <>
      <div className="form-grid-full">
        <TextField
          id="subject"
          label="Asunto"
          autoComplete="off"
          maxLength={500}
          error={error('subject')}
          registration={register(path('subject'))}
        />
      </div>
      <div className="form-grid-full">
        <TextAreaField
          id="summary"
          label="Resumen (opcional)"
          rows={summaryRows}
          maxLength={4000}
          error={error('summary')}
          registration={register(path('summary'))}
        />
      </div>
      <NumberField control={control} name={path('folios')} label="Folios" />
      <TextField
        id="annexes"
        label="Anexos (opcional)"
        hint="Por ejemplo: 1 CD, 2 planos"
        autoComplete="off"
        maxLength={1000}
        error={error('annexes')}
        registration={register(path('annexes'))}
      />
    </>
  );
}
