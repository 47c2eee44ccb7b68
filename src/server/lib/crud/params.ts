/** What every record route reads from its request: the `:id` parameter and the acting user. */
export { actorOf } from '../audit/audit';
export { idParams, parseId } from '../ids';
