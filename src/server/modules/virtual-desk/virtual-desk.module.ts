/**
 * What other modules use of the virtual desk: a submission held and confirmed (the casilla's
 * reply, whose address the casilla already verified) and the checks of its files.
 */
export { deskLimits, storeDeskFiles } from './virtual-desk.files';
export { holdSubmission } from './virtual-desk.submit';
export { verifySubmission } from './virtual-desk.verify';
