/**
 * The units of an elimination inventory (or the candidates to pick from): code, title, series,
 * office, date range, folios, due date and disposition, one card per unit so it reads on a phone.
 * With `pick`, each unit has a checkbox to list it and, for selection (S), one to keep it.
 */

import { formatQuantity } from '@shared/numbers';
import { EXPEDIENT_KINDS, type ExpedientKind } from '@shared/schemas/archive-expedients';
import { DISPOSITIONS, type Disposition } from '@shared/schemas/catalogs';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates';
import type { InventoryUnit } from './archive-disposals.record';

const EXPEDIENTS = '/archive-central/expedients';
const day = (iso: string | null) => (iso ? formatDate(iso) : 'S.F.');

export interface Pick {
  /** Listed units, and whether selection keeps each. */
  chosen: ReadonlyMap<number, boolean>;
  toggle: (id: number) => void;
  keep: (id: number, keep: boolean) => void;
}

export function InventoryList({ units, pick }: { units: InventoryUnit[]; pick?: Pick }) {
  return (
    <ol className="disposal-units">
      {units.map((u) => {
        const listed = pick ? pick.chosen.has(u.expedient_id) : true;
        const kept = pick ? pick.chosen.get(u.expedient_id) === true : u.keep === true;
        return (
          <li key={u.expedient_id} className={listed ? 'disposal-unit' : 'disposal-unit disposal-unit-off'}>
            {pick && (
              <input
                type="checkbox"
                className="disposal-unit-check"
                id={`unit-${u.expedient_id}`}
                checked={listed}
                onChange={() => pick.toggle(u.expedient_id)}
                aria-label={`Incluir ${u.code} en el inventario`}
              />
            )}
            <div className="disposal-unit-main">
              <div className="disposal-unit-head">
                <Link to={`${EXPEDIENTS}/${u.expedient_id}`} className="cell-link cell-code">
                  {u.code}
                </Link>
                <span>{u.title}</span>
                {kept && <span className="disposal-keep-tag">Se conserva</span>}
              </div>
              <small className="text-muted">
                {EXPEDIENT_KINDS[u.kind as ExpedientKind] ?? u.kind} · {u.series ?? 'Sin serie'}
                {u.subseries ? ` / ${u.subseries}` : ''} · {u.office ?? 'Sin oficina'}
              </small>
              <small className="disposal-unit-facts">
                <span>
                  {day(u.date_from)} – {day(u.date_to)}
                </span>
                <span>{formatQuantity(u.folios, 'folio', 'folios')}</span>
                <span>Retención hasta {day(u.central_retention_until)}</span>
                <span>{u.disposition ? `${u.disposition} — ${DISPOSITIONS[u.disposition as Disposition]}` : ''}</span>
                {u.location && <span>{u.location}</span>}
              </small>
              {pick && listed && u.disposition === 'S' && (
                <label className="disposal-keep" htmlFor={`keep-${u.expedient_id}`}>
                  <input
                    type="checkbox"
                    id={`keep-${u.expedient_id}`}
                    checked={kept}
                    onChange={(e) => pick.keep(u.expedient_id, e.target.checked)}
                  />
                  Conservar (selección): pasa a conservación permanente en vez de eliminarse
                </label>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
