/**
 * The parts of a settings section: a titled group of settings (its heading names the group for
 * assistive technology) and a field with a line of help below it.
 */
import type { ReactNode } from 'react';

export function ConfigGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="form-grid config-grid" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="form-grid-full config-subtitle">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function HelpedField({ help, children }: { help: ReactNode; children: ReactNode }) {
  return (
    <div className="field">
      {children}
      <small className="field-help">{help}</small>
    </div>
  );
}
