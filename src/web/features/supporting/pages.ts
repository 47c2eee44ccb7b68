import { lazy } from 'react';

const list = () => import('./list/SupportingListPages');
const show = () => import('./show/SupportingShowPages');
const form = () => import('./form/SupportingFormPages');

const EntriesList = lazy(() => list().then((m) => ({ default: m.SupportingEntriesListPage })));
const OutputsList = lazy(() => list().then((m) => ({ default: m.SupportingOutputsListPage })));
const EntryShow = lazy(() => show().then((m) => ({ default: m.SupportingEntryShowPage })));
const OutputShow = lazy(() => show().then((m) => ({ default: m.SupportingOutputShowPage })));
const EntryForm = lazy(() => form().then((m) => ({ default: m.SupportingEntryFormPage })));
const OutputForm = lazy(() => form().then((m) => ({ default: m.SupportingOutputFormPage })));

/** Route name → page (names from src/shared/routes.ts): both kinds of supporting document. */
export const pages = {
  'supporting-entries-index': EntriesList,
  'supporting-entries-create': EntryForm,
  'supporting-entries-show': EntryShow,
  'supporting-entries-edit': EntryForm,
  'supporting-outputs-index': OutputsList,
  'supporting-outputs-create': OutputForm,
  'supporting-outputs-show': OutputShow,
  'supporting-outputs-edit': OutputForm,
};
