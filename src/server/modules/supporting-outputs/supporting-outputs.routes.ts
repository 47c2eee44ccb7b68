/** Supporting outputs ("Doc. salida apoyo"): the supporting document module for what an office issues directly. */
import { SUPPORTING_OUTPUTS } from '../supporting/supporting.kind';
import { supportingModule } from '../supporting/supporting.module';

export const supportingOutputsModule = supportingModule(SUPPORTING_OUTPUTS);
export const supportingOutputsRoutes = supportingOutputsModule.routes;
