/** Supporting entries ("Doc. ingreso apoyo"): the supporting document module for what an office receives directly. */
import { SUPPORTING_ENTRIES } from '../supporting/supporting.kind';
import { supportingModule } from '../supporting/supporting.module';

export const supportingEntriesModule = supportingModule(SUPPORTING_ENTRIES);
export const supportingEntriesRoutes = supportingEntriesModule.routes;
