/** Panel de control → Firma digital (`config`): the institution's seal and the trusted roots (docs/signatures.md). */
import { ConfirmDialog } from 'primereact/confirmdialog';
import { PageHeader } from '../../lib/PageHeader';
import { CONFIRM_GROUP, SealPanel } from './SealPanel';
import { TrustedRootsPanel } from './TrustedRootsPanel';

export default function SignaturesPage() {
  return (
    <div className="page">
      <PageHeader
        title="Firma digital"
        subtitle="El sello con que la institución firma sus cargos y constancias, y las autoridades de certificación en que confía."
      />
      <div className="signatures-grid">
        <SealPanel />
        <TrustedRootsPanel />
      </div>
      <ConfirmDialog group={CONFIRM_GROUP} />
    </div>
  );
}
