import { modulePages } from '../../lib/records/pages';

const declarations = () => import('./supporting.module');
const forms = () => import('./form/SupportingFormPages');

/** Route name → page (names from src/shared/routes.ts): both kinds of supporting document, each from its declaration. */
export const pages = {
  ...modulePages({
    routes: 'supporting-entries',
    module: () => declarations().then((m) => m.supportingEntriesModule),
    form: () => forms().then((m) => ({ default: m.SupportingEntryFormPage })),
  }),
  ...modulePages({
    routes: 'supporting-outputs',
    module: () => declarations().then((m) => m.supportingOutputsModule),
    form: () => forms().then((m) => ({ default: m.SupportingOutputFormPage })),
  }),
};
