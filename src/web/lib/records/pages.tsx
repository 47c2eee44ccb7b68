/**
 * A document module's pages by route name, made from its declaration: the list and the record
 * page are drawn from it, the form is the module's own. Each page loads when first opened, the
 * declaration with it (one chunk for both), so no feature weighs on the first visit.
 */
import { type ComponentType, lazy } from 'react';
import type { DocumentModule, DocumentRecord } from './module';

type PageLoader = () => Promise<{ default: ComponentType }>;

interface ModulePagesDef<T extends DocumentRecord> {
  /** The routes' name in `@shared/routes`: `disposals` → `disposals-index`, `disposals-show`… */
  routes: string;
  /** Loads the declaration: `() => import('./entries.module').then((m) => m.entriesModule)`. */
  module: () => Promise<DocumentModule<T>>;
  /** The form page, for both "Nuevo …" and "Editar". */
  form: PageLoader;
  /** The "Nuevo …" page when it is not the form (a loose archived document). */
  create?: PageLoader;
}

export function modulePages<T extends DocumentRecord>({
  routes,
  module,
  form,
  create,
}: ModulePagesDef<T>): Record<string, ComponentType> {
  const List = lazy(async () => {
    const [{ DocumentListPage }, declaration] = await Promise.all([import('./DocumentListPage'), module()]);
    return { default: () => <DocumentListPage module={declaration} /> };
  });
  const Show = lazy(async () => {
    const [{ RecordPage }, declaration] = await Promise.all([import('./RecordPage'), module()]);
    return { default: () => <RecordPage module={declaration} /> };
  });
  const Form = lazy(form);
  return {
    [`${routes}-index`]: List,
    [`${routes}-create`]: create ? lazy(create) : Form,
    [`${routes}-show`]: Show,
    [`${routes}-edit`]: Form,
  };
}
