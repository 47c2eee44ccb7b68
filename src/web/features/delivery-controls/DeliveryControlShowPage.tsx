/** One delivery control: its data, its documents with their results, the actions `can` allows, cargos and history. */
import { RecordPage } from '../../lib/records/RecordPage';
import { deliveryControlsModule } from './delivery-controls.module';

export default function DeliveryControlShowPage() {
  return <RecordPage module={deliveryControlsModule} />;
}
