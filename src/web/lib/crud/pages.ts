/**
 * A resource's pages by route name (names from src/shared/routes.ts): `citizens` →
 * `citizens-index`, `citizens-create`, `citizens-show`, `citizens-edit` (and `-assign`). Each page loads when first
 * opened, so no feature weighs on the first visit.
 */
import { type ComponentType, lazy } from 'react';

export type PageLoader = () => Promise<{ default: ComponentType }>;

interface ResourcePagesDef {
  index: PageLoader;
  /** The form page, for both "Nuevo …" and "Editar". */
  form?: PageLoader;
  /** The "Nuevo …" page when it is not the form. */
  create?: PageLoader;
  show?: PageLoader;
  /** An operator's assign page (requests). */
  assign?: PageLoader;
}

export function resourcePages(routes: string, { index, form, create, show, assign }: ResourcePagesDef) {
  const Form = form && lazy(form);
  const pages: Record<string, ComponentType> = { [`${routes}-index`]: lazy(index) };
  const add = (route: string, page: ComponentType | undefined) => {
    if (page) pages[`${routes}-${route}`] = page;
  };
  add('create', create ? lazy(create) : Form);
  add('show', show && lazy(show));
  add('edit', Form);
  add('assign', assign && lazy(assign));
  return pages;
}
