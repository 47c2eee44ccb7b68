/** A titled group of fields across the whole form grid. */
export function FormSection({ title }: { title: string }) {
  return <h2 className="form-grid-full form-section-title">{title}</h2>;
}
