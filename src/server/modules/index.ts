/** Every module's routes, registered by app.ts in this order. */
import type { FastifyInstance } from 'fastify';
import { appSettingsRoutes } from './app-settings/app-settings.routes';
import { archiveDisposalsRoutes } from './archive-disposals/archive-disposals.routes';
import { archiveDocumentsRoutes } from './archive-documents/archive-documents.routes';
import { archiveExpedientsRoutes } from './archive-expedients/archive-expedients.routes';
import { archiveTemporaryPermissionsRoutes } from './archive-temporary-permissions/archive-temporary-permissions.routes';
import { archiveTransfersRoutes } from './archive-transfers/archive-transfers.routes';
import { authRoutes } from './auth/auth.routes';
import { casillaRoutes } from './casilla/casilla.routes';
import { certificatesRoutes } from './certificates/certificates.routes';
import { citizensRoutes } from './citizens/citizens.routes';
import { configsRoutes } from './configs/configs.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { deliveryControlsRoutes } from './delivery-controls/delivery-controls.routes';
import { deliveryEventsRoutes } from './delivery-events/delivery-events.routes';
import { digestRoutes } from './digest/digest.routes';
import { documentClassificationsRoutes } from './document-classifications/document-classifications.routes';
import { documentTemplatesRoutes } from './document-templates/document-templates.routes';
import { draftsRoutes } from './drafts/drafts.routes';
import { entriesRoutes } from './entries/entries.routes';
import { foldersRoutes } from './folders/folders.routes';
import { idLookupRoutes } from './id-lookup/id-lookup.routes';
import { institutionSealRoutes } from './institution-seal/institution-seal.routes';
import { integrationsRoutes } from './integrations/integrations.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { officesRoutes } from './offices/offices.routes';
import { outputsRoutes } from './outputs/outputs.routes';
import { peerInstitutionsRoutes } from './peer-institutions/peer-institutions.routes';
import { physicalLocationsRoutes } from './physical-locations/physical-locations.routes';
import { profileRoutes } from './profile/profile.routes';
import { reportsRoutes } from './reports/reports.routes';
import { requestsRoutes } from './requests/requests.routes';
import { rolesRoutes } from './roles/roles.routes';
import { searchRoutes } from './search/search.routes';
import { seriesRoutes } from './series/series.routes';
import { stickersRoutes } from './stickers/stickers.routes';
import { subseriesRoutes } from './subseries/subseries.routes';
import { supportingEntriesRoutes, supportingOutputsRoutes } from './supporting/supporting.routes';
import { trackingRoutes } from './tracking/tracking.routes';
import { typeEntriesRoutes } from './type-entries/type-entries.routes';
import { typeOutputsRoutes } from './type-outputs/type-outputs.routes';
import { usersRoutes } from './users/users.routes';
import { virtualDeskRoutes } from './virtual-desk/virtual-desk.routes';
import { webhooksRoutes } from './webhooks/webhooks.routes';

export const MODULES: readonly ((app: FastifyInstance) => Promise<void>)[] = [
  authRoutes,
  profileRoutes,
  certificatesRoutes,
  institutionSealRoutes,
  appSettingsRoutes,
  officesRoutes,
  usersRoutes,
  rolesRoutes,
  notificationRoutes,
  typeEntriesRoutes,
  typeOutputsRoutes,
  documentClassificationsRoutes,
  seriesRoutes,
  subseriesRoutes,
  configsRoutes,
  stickersRoutes,
  citizensRoutes,
  idLookupRoutes,
  entriesRoutes,
  outputsRoutes,
  draftsRoutes,
  documentTemplatesRoutes,
  requestsRoutes,
  supportingEntriesRoutes,
  supportingOutputsRoutes,
  foldersRoutes,
  deliveryControlsRoutes,
  deliveryEventsRoutes,
  physicalLocationsRoutes,
  reportsRoutes,
  archiveTemporaryPermissionsRoutes,
  dashboardRoutes,
  digestRoutes,
  trackingRoutes,
  archiveExpedientsRoutes,
  archiveDocumentsRoutes,
  virtualDeskRoutes,
  casillaRoutes,
  archiveDisposalsRoutes,
  archiveTransfersRoutes,
  integrationsRoutes,
  webhooksRoutes,
  peerInstitutionsRoutes,
  searchRoutes,
];
