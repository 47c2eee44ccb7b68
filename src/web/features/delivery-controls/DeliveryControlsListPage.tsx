/** "Controles de entrega": the controls the user may see; `?mine=true` is the courier's open ones. */
import { DocumentListPage } from '../../lib/records/DocumentListPage';
import { deliveryControlsModule } from './delivery-controls.module';

export default function DeliveryControlsListPage() {
  return <DocumentListPage module={deliveryControlsModule} />;
}
