/** What the outputs routes share: their base path, the refusal of a transition and the transition itself. */
import { OUTPUT_STATES, type OutputState } from '@shared/schemas/outputs';
import { outputs } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { changeLock, recordTransition } from '../../lib/records/versioned';
import { findVisible } from './output-view';

export const BASE = '/api/v1/outputs';

/** 409 for an action the output's state does not allow, e.g. «No se puede despachar una salida en estado «Entregado».» */
export const stateConflict = (verb: string, state: string) =>
  conflict(`No se puede ${verb} una salida en estado «${OUTPUT_STATES[state as OutputState] ?? state}».`);

/** Every change of an output after registration: version bump plus its audit row. */
export const transition = recordTransition(outputs, 'outputs');

/** The output about to change: locked in scope, at the client's version, in a state `from`. */
export const lockForChange = changeLock(findVisible, stateConflict);
