/** A unit's label (lib/export/labels.ts) from the unit as the API shows it: where it sits included. */
import { formatCount } from '@shared/numbers';
import { EXPEDIENT_KINDS, type ExpedientKind } from '@shared/schemas/archive-expedients';
import { type Label, unitLabel } from '../../lib/export/labels';

type Named = { code: string; name: string } | null;

export interface LabelledUnit {
  code: string;
  title: string;
  kind: string;
  box_number: number | null;
  office: Named;
  series: Named;
  subseries: Named;
  date_from: string | null;
  date_to: string | null;
  folios: number;
  location: { topographic_code: string } | null;
}

const day = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '');
const named = (n: Named) => (n ? `${n.code} ${n.name}` : 'Sin serie');

export const expedientLabel = (u: LabelledUnit): Label =>
  unitLabel({
    code: u.code,
    title: u.title,
    kind: EXPEDIENT_KINDS[u.kind as ExpedientKind] ?? u.kind,
    box_number: u.box_number,
    office: u.office ? `${u.office.code} — ${u.office.name}` : '—',
    series: named(u.subseries ?? u.series),
    dates: u.date_from || u.date_to ? `${day(u.date_from)} – ${day(u.date_to)}` : 'S.F.',
    folios: formatCount(u.folios),
    location: u.location?.topographic_code ?? null,
  });
