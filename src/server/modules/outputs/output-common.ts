/** What the outputs routes share: their base path and the refusal of a transition. */
import { OUTPUT_STATES, type OutputState } from '@shared/schemas/outputs';
import { conflict } from '../../lib/errors';

export const BASE = '/api/v1/outputs';

/** 409 for an action the output's state does not allow, e.g. «No se puede despachar una salida en estado «Entregado».» */
export const stateConflict = (verb: string, state: string) =>
  conflict(`No se puede ${verb} una salida en estado «${OUTPUT_STATES[state as OutputState] ?? state}».`);
