/** What other modules ask of the output types: the type an output or a draft names. */
import type { Executor } from '../../db/client';
import { typeOutputs } from '../../db/schema';
import { checkType, type FieldErrors } from '../../lib/records/references';

/**
 * The type an output (or a draft, whose screens call it «tipo de documento») names in
 * `type_output_id`, as `checkType`: it must exist, and be active unless the record already had it.
 */
export const checkOutputType = (
  tx: Executor,
  errors: FieldErrors,
  id: number,
  current: number | undefined,
  noun = 'tipo de salida',
) => checkType(tx, errors, { table: typeOutputs, id, current, field: 'type_output_id', noun });
