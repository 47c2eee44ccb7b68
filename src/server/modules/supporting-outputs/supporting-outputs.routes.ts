/** Supporting outputs ("Doc. salida apoyo"): the supporting document module built for this kind. */
import { supportingOutputsModule } from '../supporting/supporting.service';

export const supportingOutputsRoutes = supportingOutputsModule.routes;
