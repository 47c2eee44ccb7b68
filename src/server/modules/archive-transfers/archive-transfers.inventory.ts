/**
 * A transfer's inventory as data, printed to PDF and to Excel from the same tables (docs/domain.md §5.4):
 *
 * - Peru (AGN): "Inventario de transferencia" — one row per series, unit type and medium, with the
 *   date range, the count, the volume in linear metres and notes — and the "Registro de cajas":
 *   each box (or loose unit) with its contents, date range and folios;
 * - Colombia: the FUID — one row per expedient (a box's contents one by one), with the series or
 *   subseries code and name, the date range (or S.F.), the unit of conservation and its count,
 *   folios from–to, medium, location and notes, signed elaborado / entregado / recibido.
 */

import { formatCount, formatMetres } from '@shared/numbers';
import { EXPEDIENT_KINDS, EXPEDIENT_MEDIA } from '@shared/schemas/archive-expedients';
import { type InventoryFormat, TRANSFER_DECISIONS, totalMetres } from '@shared/schemas/archive-transfers';
import type { Settings } from '@shared/schemas/configs';
import { limaDateTime } from '@shared/schemas/delivery';
import { type Label, unitLabel } from '../../lib/export/labels';
import type { TransferUnit } from './archive-transfers.contents';

type Person = { names: string; surnames: string } | null;
type Office = { code: string; name: string } | null;

/** What an inventory prints of the transfer. */
export interface PrintedTransfer {
  number: string;
  state: string;
  transfer_date: string;
  notes: string | null;
  sent_at: Date | string | null;
  received_at: Date | string | null;
  office: Office;
  created_by_user: Person;
  sent_by_user: Person;
  received_by_user: Person;
  units: TransferUnit[];
}

/** Linear metres: printed in es-PE, written to Excel as a number with its format. */
export interface Metres {
  metres: number;
}
export type Cell = string | number | Metres;

export interface InventoryTable {
  title: string;
  /** The Excel sheet's name when the title is longer than Excel's 31 characters. */
  sheet?: string;
  columns: { header: string; width: number; align?: 'right' | 'center' }[];
  rows: Cell[][];
  /** The closing row (totals), bold. */
  total?: Cell[];
}

export interface Inventory {
  /** The file's name without extension. */
  file: string;
  title: string;
  institution: string;
  /** Label–value pairs of the heading. */
  heading: [string, string][];
  tables: InventoryTable[];
  /** Who signs: the role and the name printed under the line. */
  signatures: [string, string][];
  footer: string;
}

const person = (p: Person) => (p ? `${p.names} ${p.surnames}` : '');
const office = (o: Office) => (o ? `${o.code} — ${o.name}` : '—');
export const day = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '');
const range = (from: string | null, to: string | null) => (from || to ? `${day(from)} – ${day(to)}` : 'S.F.');
const kind = (k: string) => EXPEDIENT_KINDS[k as keyof typeof EXPEDIENT_KINDS] ?? k;
const medium = (m: string) => EXPEDIENT_MEDIA[m as keyof typeof EXPEDIENT_MEDIA] ?? m;
const metres = (m: number): Metres => ({ metres: m });
const named = (n: { code: string; name: string } | null) => (n ? `${n.code} ${n.name}` : 'Sin serie');

const rejected = (unit: TransferUnit) => unit.decision === 'rechazado';
const note = (unit: TransferUnit) => unit.observation ?? '';

/** What a cell reads as in a PDF. */
export const cellText = (cell: Cell): string =>
  typeof cell === 'object' ? formatMetres(cell.metres) : typeof cell === 'number' ? formatCount(cell) : cell;

/** The units the archive keeps: a rejected unit goes back to the office, so it counts in no total. */
type Split = { kept: TransferUnit[]; returned: TransferUnit[] };
const split = (t: PrintedTransfer): Split => ({
  kept: t.units.filter((u) => !rejected(u)),
  returned: t.units.filter(rejected),
});

const minDate = (dates: (string | null)[]) => dates.filter((d): d is string => d !== null).sort()[0] ?? null;
const maxDate = (dates: (string | null)[]) =>
  dates
    .filter((d): d is string => d !== null)
    .sort()
    .at(-1) ?? null;

/** Peru: rows by series, unit type and medium. */
function peruInventory(kept: TransferUnit[]): InventoryTable {
  const groups = new Map<string, TransferUnit[]>();
  for (const unit of kept) {
    const key = `${unit.series?.code ?? ''}|${unit.kind}|${unit.medium}`;
    groups.set(key, [...(groups.get(key) ?? []), unit]);
  }
  const rows = [...groups.values()].map((units, i) => {
    const first = units[0]!;
    return [
      i + 1,
      named(first.series),
      range(minDate(units.map((u) => u.date_from)), maxDate(units.map((u) => u.date_to))),
      kind(first.kind),
      units.length,
      metres(totalMetres(units)),
      medium(first.medium),
      units.map(note).filter(Boolean).join('; '),
    ];
  });
  return {
    title: 'Inventario de transferencia',
    columns: [
      { header: 'N.°', width: 28, align: 'center' },
      { header: 'Serie documental', width: 200 },
      { header: 'Fechas extremas', width: 110 },
      { header: 'Unidad de archivamiento', width: 90 },
      { header: 'Cantidad', width: 52, align: 'right' },
      { header: 'Volumen (m)', width: 60, align: 'right' },
      { header: 'Soporte', width: 62 },
      { header: 'Observaciones', width: 160 },
    ],
    rows,
    total: ['', 'Total', '', '', kept.length, metres(totalMetres(kept)), '', ''],
  };
}

/** The units the archive refused, with why: they stay with the office and are listed apart. */
function returnedUnits(returned: TransferUnit[]): InventoryTable[] {
  if (returned.length === 0) return [];
  return [
    {
      title: 'Unidades rechazadas (devueltas a la oficina)',
      sheet: 'Unidades rechazadas',
      columns: [
        { header: 'N.°', width: 28, align: 'center' },
        { header: 'Código', width: 90 },
        { header: 'Unidad', width: 260 },
        { header: 'Serie documental', width: 170 },
        { header: 'Motivo del rechazo', width: 214 },
      ],
      rows: returned.map((u, i) => [
        i + 1,
        u.code,
        `${kind(u.kind)} — ${u.title}`,
        named(u.subseries ?? u.series),
        u.observation ?? TRANSFER_DECISIONS.rechazado,
      ]),
    },
  ];
}

/** Peru: each box (or loose unit) with what it holds. */
function boxRegister(kept: TransferUnit[]): InventoryTable {
  const rows = kept.map((unit) => {
    const contents =
      unit.contents.length > 0 ? unit.contents.map((c) => `${c.code} ${c.title}`).join('\n') : unit.title;
    return [
      unit.box_number === null ? unit.code : `${unit.box_number} (${unit.code})`,
      `${kind(unit.kind)} — ${contents}`,
      range(unit.date_from, unit.date_to),
      unit.folios,
    ];
  });
  return {
    title: 'Registro de cajas',
    columns: [
      { header: 'Caja', width: 110 },
      { header: 'Contenido', width: 390 },
      { header: 'Fechas extremas', width: 130 },
      { header: 'Folios', width: 60, align: 'right' },
    ],
    rows,
    total: ['Total', '', '', kept.reduce((s, u) => s + u.folios, 0)],
  };
}

/** Colombia: one row per expedient; a box's contents each on its row, the box as their unit of conservation. */
function fuid(kept: TransferUnit[]): InventoryTable {
  const rows: Cell[][] = [];
  for (const unit of kept) {
    const serie = unit.subseries ?? unit.series;
    const box = unit.kind === 'caja' ? `Caja ${unit.box_number ?? unit.code}` : null;
    const lines =
      unit.contents.length > 0
        ? unit.contents.map((c) => ({ ...c, conservation: box! }))
        : [{ ...unit, conservation: box ?? kind(unit.kind) }];
    for (const line of lines)
      rows.push([
        rows.length + 1,
        serie?.code ?? '',
        `${serie?.name ?? 'Sin serie'} — ${line.title}`,
        line.date_from ?? 'S.F.',
        line.date_to ?? 'S.F.',
        line.conservation,
        1,
        line.folios > 0 ? `1 – ${line.folios}` : '—',
        medium(unit.medium),
        unit.location ?? 'Sin ubicar',
        note(unit),
      ]);
  }
  return {
    title: 'Formato Único de Inventario Documental (FUID)',
    columns: [
      { header: 'N.° de orden', width: 36, align: 'center' },
      { header: 'Código', width: 50 },
      { header: 'Nombre de la serie, subserie o asunto', width: 170 },
      { header: 'Fecha inicial', width: 56 },
      { header: 'Fecha final', width: 56 },
      { header: 'Unidad de conservación', width: 70 },
      { header: 'Cantidad', width: 40, align: 'right' },
      { header: 'Folios (del – al)', width: 56 },
      { header: 'Soporte', width: 52 },
      { header: 'Ubicación', width: 80 },
      { header: 'Notas', width: 100 },
    ],
    rows,
  };
}

/** Dates in the rows are `AAAA-MM-DD`; the FUID shows them `dd/mm/aaaa`. */
const fuidDates = (table: InventoryTable): InventoryTable => ({
  ...table,
  rows: table.rows.map((r) =>
    r.map((c, i) => ((i === 3 || i === 4) && typeof c === 'string' && c !== 'S.F.' ? day(c) : c)),
  ),
});

export function buildInventory(settings: Settings, t: PrintedTransfer, format: InventoryFormat): Inventory {
  const { kept, returned } = split(t);
  const common: [string, string][] = [
    ['Entidad', settings.institution_name],
    ['Oficina que transfiere', office(t.office)],
    ['Transferencia N.°', t.number],
    ['Fecha de transferencia', day(t.transfer_date)],
    ['Unidades', formatCount(kept.length)],
    ['Volumen', `${formatMetres(totalMetres(kept))} metros lineales`],
    ...(returned.length > 0 ? [['Unidades rechazadas', formatCount(returned.length)] as [string, string]] : []),
  ];
  const footer = `Impreso el ${limaDateTime(new Date())}`;
  if (format === 'peru')
    return {
      file: `inventario-transferencia-${t.number}`,
      title: 'Inventario de transferencia de documentos',
      institution: settings.institution_name,
      heading: [...common, ['Destino', 'Archivo Central']],
      tables: [peruInventory(kept), boxRegister(kept), ...returnedUnits(returned)],
      signatures: [
        ['Responsable del archivo de gestión', person(t.sent_by_user ?? t.created_by_user)],
        ['Responsable del Archivo Central', person(t.received_by_user)],
      ],
      footer,
    };
  return {
    file: `fuid-${t.number}`,
    title: 'Formato Único de Inventario Documental',
    institution: settings.institution_name,
    heading: [
      ['Entidad remitente', settings.institution_name],
      ['Entidad productora', settings.institution_name],
      ['Unidad administrativa', office(t.office)],
      ['Oficina productora', office(t.office)],
      ['Objeto', 'Transferencia primaria'],
      ['Registro de entrada', `${t.number} — ${day(t.transfer_date)}`],
    ],
    tables: [fuidDates(fuid(kept)), ...returnedUnits(returned)],
    signatures: [
      ['Elaborado por', person(t.created_by_user)],
      ['Entregado por', person(t.sent_by_user)],
      ['Recibido por', person(t.received_by_user)],
    ],
    footer,
  };
}

/** Each unit the archive kept, as its box label reads it (lib/export/labels.ts). */
export function boxLabels(t: PrintedTransfer): Label[] {
  return split(t).kept.map((u) =>
    unitLabel({
      code: u.code,
      title: u.title,
      kind: kind(u.kind),
      box_number: u.box_number,
      office: office(t.office),
      series: named(u.subseries ?? u.series),
      dates: range(u.date_from, u.date_to),
      folios: formatCount(u.folios),
      location: u.location,
      extra: `${formatMetres(u.metres)} m · ${t.number}`,
    }),
  );
}
