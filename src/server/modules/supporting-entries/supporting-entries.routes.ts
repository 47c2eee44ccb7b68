/** Supporting entries ("Doc. ingreso apoyo"): the supporting document module built for this kind. */
import { supportingEntriesModule } from '../supporting/supporting.service';

export const supportingEntriesRoutes = supportingEntriesModule.routes;
