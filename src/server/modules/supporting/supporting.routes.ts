/** Supporting entries and outputs ("Doc. ingreso / salida apoyo"): one supporting module per kind. */
import { supportingEntriesModule, supportingOutputsModule } from './supporting.module';

export const supportingEntriesRoutes = supportingEntriesModule.routes;
export const supportingOutputsRoutes = supportingOutputsModule.routes;
