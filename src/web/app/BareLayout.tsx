import type { ReactNode } from 'react';

/** The layout of a visitor: only the page, centred (docs/architecture.md §8.1). */
export function BareLayout({ children }: { children: ReactNode }) {
  return <main className="bare-layout">{children}</main>;
}
