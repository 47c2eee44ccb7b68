/**
 * The citizen form's fields, shared by the citizens' own form page and CitizenQuickCreate: the
 * name fields follow the person type, the document number says what it expects.
 */
import { type citizenInput, DOCUMENT_HINTS } from '@shared/schemas/citizens';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField } from '../form/SelectField';
import { TextField } from '../form/TextField';
import { UbigeoField } from '../form/UbigeoField';
import { type CitizenFormValues, DOCUMENT_TYPE_OPTIONS, LEGAL_DOCUMENT_TYPES, PERSON_TYPE_OPTIONS } from './citizen';
import { IdLookupOffer } from './IdLookupOffer';

type CitizenForm = UseFormReturn<CitizenFormValues, unknown, z.output<typeof citizenInput>>;

interface CitizenFieldsProps {
  form: CitizenForm;
  idPrefix?: string;
  /** The place typed as text before the ubigeo, of a citizen being edited. */
  legacyPlace?: string | null;
  /** The citizen being edited, whose own document is not offered back by the lookup. */
  editingId?: number;
}

export function CitizenFields({ form, idPrefix = '', legacyPlace, editingId }: CitizenFieldsProps) {
  const { register, formState, control, watch, setValue } = form;
  const errors = formState.errors;
  const personType = watch('person_type');
  const documentType = watch('document_type');
  const legal = personType === 'JURIDICA';

  // A legal person is identified by its RUC: switching to it leaves no DNI selected.
  useEffect(() => {
    if (legal && !LEGAL_DOCUMENT_TYPES.includes(documentType)) setValue('document_type', 'RUC');
  }, [legal, documentType, setValue]);

  const numeric = documentType === 'DNI' || documentType === 'RUC';
  const id = (name: string) => `${idPrefix}${name}`;
  return (
    <>
      <SelectField
        control={control}
        name="person_type"
        id={id('person_type')}
        label="Tipo de persona"
        options={PERSON_TYPE_OPTIONS}
      />
      <SelectField
        control={control}
        name="document_type"
        id={id('document_type')}
        label="Tipo de documento"
        options={
          legal ? DOCUMENT_TYPE_OPTIONS.filter((o) => LEGAL_DOCUMENT_TYPES.includes(o.value)) : DOCUMENT_TYPE_OPTIONS
        }
      />
      <TextField
        id={id('document_number')}
        label="Número de documento"
        autoComplete="off"
        hint={DOCUMENT_HINTS[documentType]}
        inputMode={numeric ? 'numeric' : 'text'}
        maxLength={documentType === 'DNI' ? 8 : documentType === 'RUC' ? 11 : 20}
        error={errors.document_number}
        registration={register('document_number')}
      />
      {legal ? (
        <TextField
          id={id('business_name')}
          label="Razón social"
          autoComplete="organization"
          error={errors.business_name}
          registration={register('business_name')}
        />
      ) : (
        <span aria-hidden="true" className="hide-mobile" />
      )}
      <IdLookupOffer form={form} editingId={editingId} />
      {!legal && (
        <>
          <TextField
            id={id('names')}
            label="Nombres"
            autoComplete="given-name"
            error={errors.names}
            registration={register('names')}
          />
          <TextField
            id={id('surnames')}
            label="Apellidos"
            autoComplete="family-name"
            error={errors.surnames}
            registration={register('surnames')}
          />
          {documentType === 'RUC' && (
            <div className="form-grid-full">
              <TextField
                id={id('business_name')}
                label="Nombre comercial (opcional)"
                autoComplete="organization"
                error={errors.business_name}
                registration={register('business_name')}
              />
            </div>
          )}
        </>
      )}
      <TextField
        id={id('email')}
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        error={errors.email}
        registration={register('email')}
      />
      <TextField
        id={id('phone')}
        label="Teléfono"
        type="tel"
        autoComplete="tel"
        error={errors.phone}
        registration={register('phone')}
      />
      <div className="form-grid-full">
        <TextField
          id={id('address')}
          label="Dirección"
          autoComplete="street-address"
          error={errors.address}
          registration={register('address')}
        />
      </div>
      <UbigeoField control={control} name="ubigeo" idPrefix={idPrefix} legacy={legacyPlace} />
    </>
  );
}
