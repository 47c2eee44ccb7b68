/** The shell's global search (docs/global-search.md): its query and its answer, grouped by module. */
import { SEARCH_MODULES } from '../search';
import { z } from '../zod';
import { named } from './api';
import { textMatchSchema } from './text-match';

export const globalSearchQuery = z.object({ q: z.string().trim().min(2).max(100) });

const moduleNames = SEARCH_MODULES.map((m) => m.resource) as [string, ...string[]];

export const globalSearchAnswer = named(
  'GlobalSearch',
  z.object({
    data: z.array(
      z.object({
        module: z.enum(moduleNames),
        /** The module's list title (Ingresos documentales). */
        title: z.string(),
        /** Its list finds more than the records shown. */
        more: z.boolean(),
        results: z.array(
          z.object({
            id: z.number().int(),
            number: z.string(),
            subject: z.string(),
            /** The number is the one searched. */
            exact: z.boolean(),
            /** Found by its files' text: where (docs/text-search.md). */
            text_match: textMatchSchema.nullable(),
          }),
        ),
      }),
    ),
  }),
  'Los registros que el usuario puede ver que coinciden con la búsqueda, agrupados por módulo; primero el número exacto.',
);
export type GlobalSearchAnswer = z.infer<typeof globalSearchAnswer>;
export type GlobalSearchGroup = GlobalSearchAnswer['data'][number];
export type GlobalSearchResult = GlobalSearchGroup['results'][number];
