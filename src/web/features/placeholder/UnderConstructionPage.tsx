import { PageHeader } from '../../lib/PageHeader';

/** Every route whose screen is not built yet. */
export default function UnderConstructionPage({ title }: { title: string }) {
  return (
    <div className="page">
      <PageHeader title={title} />
      <section className="panel empty-state">
        <i className="pi pi-wrench empty-state-icon" aria-hidden="true" />
        <h2>Módulo en construcción</h2>
        <p>Esta sección estará disponible próximamente.</p>
      </section>
    </div>
  );
}
