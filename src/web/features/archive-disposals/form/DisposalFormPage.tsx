/**
 * "Nueva eliminación" and its edit while a draft: the inventory picked from the candidates (units
 * whose retention is over, E or S; selection units may be kept) and notes. Its volume in linear
 * metres is the server's, from the units listed.
 */
import { DISPOSAL_STATES, disposalInput } from '@shared/schemas/archive-disposals';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { ResourceFormPage } from '../../../lib/crud/ResourceFormPage';
import { FormTextAreaField } from '../../../lib/form/FormTextAreaField';
import { DISPOSALS_PATH, type Disposal } from '../archive-disposals.record';
import { CandidatesField } from './CandidatesField';
import '../archive-disposals.css';

const lockedReason = ({ number, state }: Disposal) =>
  state === 'borrador'
    ? `No tiene permiso para editar la eliminación ${number}.`
    : `La eliminación ${number} ya no puede editarse porque su estado es «${DISPOSAL_STATES[state]}»; solo se edita en «Borrador».`;
type Values = z.input<typeof disposalInput>;

export default function DisposalFormPage() {
  return (
    <ResourceFormPage<typeof disposalInput, Disposal>
      resource="archive-disposals"
      basePath={DISPOSALS_PATH}
      noun="eliminación"
      feminine
      schema={disposalInput}
      defaults={{ items: [], notes: '' }}
      toValues={(d) => ({
        items: (d.items ?? []).map((i) => ({ expedient_id: i.expedient_id, keep: i.keep === true })),
        notes: d.notes ?? '',
      })}
      lockedReason={lockedReason}
      afterSave={(d) => `${DISPOSALS_PATH}/${d.id}`}
      fields={(form, record) => (
        <>
          <CandidatesField control={form.control as Control<Values>} disposalId={record?.id} />
          <FormTextAreaField form={form} name="notes" label="Observaciones (opcional)" maxLength={1000} />
        </>
      )}
    />
  );
}
