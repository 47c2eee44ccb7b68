/**
 * A document module's screens as a declaration (`features/<resource>/<resource>.module.tsx`):
 * what its list shows and filters, and what its record page shows and lets the user do. The
 * DocumentListPage and the RecordPage draw every module from it, so modules look and work alike,
 * and `modulePages` (./pages) makes the module's routes from it.
 */
import type { PermissionKey } from '@shared/permissions';
import type { TextMatch } from '@shared/schemas/text-match';
import type { ButtonProps } from 'primereact/button';
import type { ComponentType, ReactNode } from 'react';
import type { ColumnDef } from '../crud/columns';
import type { CommandRunner } from '../crud/commands';
import type { FilterDef } from '../crud/filters';
import type { HistoryFormat } from '../crud/historyFormats';
import type { BulkAction } from '../crud/ResourceListPage';
import type { ResourceRecord } from '../crud/types';

/** What every registered document carries (besides its own fields). */
export interface DocumentRecord extends ResourceRecord {
  number: string;
  state: string;
  subject: string;
  annulled_reason?: string | null;
  /** Opened only by a loan: nothing is done to it nor references it. */
  read_only?: true;
  /** In a list searched by words: where its attachments say them (docs/text-search.md). */
  text_match?: TextMatch | null;
}

/** What a record page's panel, notice or action dialog is given. */
export interface RecordContext<T> {
  record: T;
  /** Runs the record's own actions (`POST /:id/<path>`), with a toast and the stale-version notice. */
  runner: CommandRunner;
}

export interface ActionDialogProps<T> extends RecordContext<T> {
  visible: boolean;
  onHide: () => void;
}

interface ActionLook {
  label: string;
  /** A PrimeIcons class: `pi pi-send`. */
  icon: string;
  /** The key of the record's `can` that shows it; an action without one is always there. */
  can?: string;
  severity?: ButtonProps['severity'];
  outlined?: boolean;
}

/** Asks "¿…?" first, then `POST /:id/<path>` with the record's version. */
export interface ConfirmActionDef<T> extends ActionLook {
  kind: 'confirm';
  path: string;
  header: string;
  message: (record: T) => string;
  /** The toast once done. */
  done: string;
}

/** Asks for a required reason, then `POST /:id/<path>` with `{ version, reason }` (annul). */
export interface ReasonActionDef<T> extends ActionLook {
  kind: 'reason';
  path: string;
  header: (record: T) => string;
  /** What it does, above the reason. */
  note: string;
  reasonLabel: string;
  submitLabel: string;
  done: string;
}

/** Opens the module's own dialog (derive, assign…), which runs the command through the runner. */
export interface DialogActionDef<T> extends ActionLook {
  kind: 'dialog';
  dialog: ComponentType<ActionDialogProps<T>>;
}

/** Does something that is not a state change (print the sticker); a failure is a toast. */
export interface RunActionDef<T> extends ActionLook {
  kind: 'run';
  run: (record: T) => Promise<unknown>;
}

/** Goes to another page ("Promover a solicitud": the request form started from the record). */
export interface LinkActionDef<T> extends ActionLook {
  kind: 'link';
  to: (record: T) => string;
}

/** "Editar", to the edit page, while `can.update`. */
export interface EditActionDef {
  kind: 'edit';
}

export type ActionDef<T> =
  | ConfirmActionDef<T>
  | ReasonActionDef<T>
  | DialogActionDef<T>
  | RunActionDef<T>
  | LinkActionDef<T>
  | EditActionDef;

export interface DataItemDef<T> {
  label: string;
  value: (record: T) => ReactNode;
  /** Across the whole panel (subject, summary). */
  wide?: boolean;
  /** Left out, not shown as "—", when it has no value. */
  optional?: boolean;
}

export interface DataGroupDef<T> {
  title: string;
  items: DataItemDef<T>[];
  /** Ends with the classification, series and subseries (the record is a `Filing`). */
  filing?: boolean;
}

/** A panel below the data: the attachments, or one of the module's own (route sheet, recipients). */
export type SectionDef<T> = 'attachments' | ComponentType<RecordContext<T>>;

export interface DocumentModule<T extends DocumentRecord> {
  /** The API resource and the path of its screens: `entries` → `/api/v1/entries`, `/entries/:id`. */
  resource: string;
  /** Where its screens live when not `/${resource}`: the archive's `/archive-central/expedients`. */
  path?: string;
  /** The list's title and the record page's breadcrumb: "Ingresos documentales". */
  title: string;
  /** The record page's title is `${noun} ${number}`: "Ingreso". */
  noun: string;
  /** The states' Spanish labels (ENTRY_STATES). */
  states: Record<string, string>;
  /** Tags after the state, in the list (on a phone) and on the page: overdue, priority. */
  tags?: (record: T) => ReactNode;
  list: {
    subtitle: string;
    defaultSort: string;
    /** Who sees "Nuevo …". */
    createPermissions: readonly PermissionKey[];
    createLabel: string;
    searchPlaceholder: string;
    filters: FilterDef[];
    /** The spreadsheet's name when the server gives none: `ingresos` → `ingresos-2026-11-21.xlsx`. */
    exportName: string;
    /** The number column comes first: the link, and on a phone this date and the tags below it. */
    date: { field: string & keyof T; header: string };
    /** The columns after the number and the date. */
    columns: ColumnDef<T>[];
    /** Acting on several at once (assigning requests). */
    bulk?: BulkAction<T>;
    /** Filters without a control that a Tablero tile opens the list with, and what each means. */
    otherFilters?: Record<string, string>;
    /** Where the list opened without filters lands for who holds these keys (an operator's queue). */
    landing?: { permissions: readonly PermissionKey[]; search: string };
    /** Buttons to related screens beside the export (the expedients' "Transferencias"), for who may open them. */
    links?: { label: string; icon: string; to: string; permissions: readonly PermissionKey[] }[];
    /** A control of the module's own in the toolbar, before the links (the expedients' label scan). */
    tool?: ComponentType;
  };
  record: {
    /** Header-only tags, after the module's `tags`. */
    tags?: (record: T) => ReactNode;
    /** "Ingreso anulado": the notice of an annulled record, with its reason. */
    annulled: string;
    /** The header's buttons, in order; each shows while the record's `can` allows it. */
    actions: ActionDef<T>[];
    /** What waits for the user above the data (derivations to receive). */
    notices?: ComponentType<RecordContext<T>>[];
    data: DataGroupDef<T>[];
    /** The panels below the data: a wide column and a narrow one (stacked on a phone). */
    main: SectionDef<T>[];
    side?: SectionDef<T>[];
    history: {
      labels: Record<string, string>;
      actions: Record<string, string>;
      formats: (record: T) => Record<string, HistoryFormat>;
      /** Fields not shown (HistoryPanel `hidden`). */
      hidden?: readonly string[];
    };
  };
}

/** The module's screens: `/entries`, `/archive-central/expedients`. */
export const screensPath = (module: { resource: string; path?: string }) => module.path ?? `/${module.resource}`;

/** Checks a declaration's types where it is written (`defineModule<Entry>({...})`). */
export const defineModule = <T extends DocumentRecord>(module: DocumentModule<T>) => module;
