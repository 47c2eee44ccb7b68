/**
 * A document module's pages by route name, made from its declaration: the list and the record
 * page are drawn from it, the form is the module's own. Each page loads when first opened, the
 * declaration with it (one chunk for both).
 */
import { type PageLoader, resourcePages } from '../crud/pages';
import type { DocumentModule, DocumentRecord } from './module';

interface ModulePagesDef<T extends DocumentRecord> {
  /** The routes' name in `@shared/routes`: `disposals` → `disposals-index`, `disposals-show`… */
  routes: string;
  /** Loads the declaration: `() => import('./entries.module').then((m) => m.entriesModule)`. */
  module: () => Promise<DocumentModule<T>>;
  /** The form page, for both "Nuevo …" and "Editar". */
  form: PageLoader;
  /** The "Nuevo …" page when it is not the form (a loose archived document). */
  create?: PageLoader;
  /** An operator's assign page (requests). */
  assign?: PageLoader;
}

export function modulePages<T extends DocumentRecord>({ routes, module, form, create, assign }: ModulePagesDef<T>) {
  return resourcePages(routes, {
    index: async () => {
      const [{ DocumentListPage }, declaration] = await Promise.all([import('./DocumentListPage'), module()]);
      return { default: () => <DocumentListPage module={declaration} /> };
    },
    show: async () => {
      const [{ RecordPage }, declaration] = await Promise.all([import('./RecordPage'), module()]);
      return { default: () => <RecordPage module={declaration} /> };
    },
    form,
    create,
    assign,
  });
}
