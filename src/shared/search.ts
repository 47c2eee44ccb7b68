/**
 * The shell's global search (Ctrl+K, docs/global-search.md): the document modules it searches, in
 * the order their groups are shown, each by its API resource and the prefix of its screens'
 * routes (`{route}-show` opens a result, `{route}-index?q=` the module's list searched the same).
 */
export const SEARCH_MODULES = [
  { resource: 'entries', route: 'entries' },
  { resource: 'outputs', route: 'outputs' },
  { resource: 'supporting-entries', route: 'supporting-entries' },
  { resource: 'supporting-outputs', route: 'supporting-outputs' },
  { resource: 'entry-requests', route: 'entry-requests' },
  { resource: 'output-requests', route: 'output-requests' },
  { resource: 'drafts', route: 'drafts' },
  { resource: 'folders', route: 'folders' },
  { resource: 'delivery-controls', route: 'delivery-controls' },
  { resource: 'archive-expedients', route: 'expedients' },
  { resource: 'archive-documents', route: 'documents' },
  { resource: 'archive-temporary-permissions', route: 'permissions' },
  { resource: 'archive-transfers', route: 'transfers' },
  { resource: 'archive-disposals', route: 'disposals' },
] as const;

export type SearchModule = (typeof SEARCH_MODULES)[number]['resource'];

/** Records shown per module; the group says when its list has more. */
export const SEARCH_GROUP_SIZE = 5;
