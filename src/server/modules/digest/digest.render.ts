/**
 * A digest as an e-mail in Spanish, HTML and plain text with the same content: per group of the
 * Tablero, each tile's count, its first rows and the link to its list (and to each row) in the app.
 */
import { DASHBOARD_GROUPS, type DashboardRow, type DashboardTile, TRAFFIC_LIGHTS } from '@shared/schemas/dashboard';
import type { Auth } from '../../plugins/auth';
import type { MailMessage } from '../../plugins/mail';
import type { DigestContent } from './digest.compose';

const longDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('es-PE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const shortDay = (date: string) => date.split('-').reverse().join('/');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const countOf = (tile: DashboardTile) => (tile.capped ? `más de ${tile.count}` : String(tile.count));

/** A row's details after its label: description, date, traffic light, or a group's count. */
function rowDetails(row: DashboardRow): string[] {
  return [
    row.description,
    row.count === null ? null : `${row.count} ${row.count === 1 ? 'documento' : 'documentos'}`,
    row.date && `${shortDay(row.date)}`,
    row.light && TRAFFIC_LIGHTS[row.light].toLowerCase(),
  ].filter((part): part is string => Boolean(part));
}

/** How many of the tile's items the rows do not show ("y 3 más"), for lists of records. */
function more(tile: DashboardTile): number {
  if (tile.rows.some((row) => row.count !== null)) return 0;
  return tile.count - tile.rows.length;
}

function groupsOf(tiles: DashboardTile[]): [string, DashboardTile[]][] {
  const groups = new Map<string, DashboardTile[]>();
  for (const tile of tiles) groups.set(tile.group, [...(groups.get(tile.group) ?? []), tile]);
  return [...groups].map(([group, list]) => [DASHBOARD_GROUPS[group as keyof typeof DASHBOARD_GROUPS], list]);
}

export interface Rendered extends MailMessage {
  html: string;
}

export function renderDigest(content: DigestContent, user: Auth['user'], appUrl: string): Rendered {
  const url = (link: string) => `${appUrl}${link}`;
  const daily = content.kind === 'daily';
  const day = longDay(content.today);
  const subject = daily ? `Sus pendientes en Folio del ${day}` : `Documentos vencidos de su oficina al ${day}`;
  const intro = daily
    ? `Esto es lo que su Tablero de Folio le muestra hoy, ${day}.`
    : `Estos son los documentos vencidos de su oficina, por persona, al ${day}.`;
  const why = daily
    ? 'Recibe este resumen cada día laborable.'
    : 'Recibe este resumen cada semana por ser responsable de su oficina.';
  const optOut = `Puede dejar de recibirlo en Mi perfil: ${url('/perfil')}`;
  const groups = groupsOf(content.tiles);

  const text = [
    `Hola, ${user.names}:`,
    '',
    intro,
    ...groups.flatMap(([group, tiles]) => [
      '',
      group.toUpperCase(),
      ...tiles.flatMap((tile) => [
        `${tile.title}: ${countOf(tile)}`,
        ...tile.rows.map((row) => `  - ${[row.label, ...rowDetails(row)].join(' · ')}`),
        ...(more(tile) > 0 ? [`  y ${more(tile)} más`] : []),
        ...(tile.link ? [`  Ver la lista: ${url(tile.link)}`] : []),
      ]),
    ]),
    '',
    `Abrir el Tablero: ${url('/')}`,
    '',
    '--',
    why,
    optOut,
  ].join('\n');

  const link = (href: string | null, label: string) =>
    href ? `<a href="${escapeHtml(url(href))}" style="color:#1d4ed8">${escapeHtml(label)}</a>` : escapeHtml(label);
  const html = [
    '<!doctype html><html lang="es"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.4">',
    `<p>Hola, ${escapeHtml(user.names)}:</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...groups.map(
      ([group, tiles]) =>
        `<h2 style="font-size:16px;border-bottom:1px solid #e5e7eb;margin-top:24px">${escapeHtml(group)}</h2>` +
        tiles
          .map(
            (tile) =>
              `<h3 style="font-size:14px;margin:12px 0 4px">${link(tile.link, tile.title)}: ${escapeHtml(countOf(tile))}</h3>` +
              `<ul style="margin:0;padding-left:20px">${tile.rows
                .map(
                  (row) =>
                    `<li>${link(row.link, row.label)}${rowDetails(row)
                      .map((part) => ` · ${escapeHtml(part)}`)
                      .join('')}</li>`,
                )
                .join('')}${more(tile) > 0 ? `<li>y ${more(tile)} más</li>` : ''}</ul>`,
          )
          .join(''),
    ),
    `<p style="margin-top:24px">${link('/', 'Abrir el Tablero')}</p>`,
    `<p style="font-size:12px;color:#6b7280">${escapeHtml(why)} Puede dejar de recibirlo en ${link('/perfil', 'Mi perfil')}.</p>`,
    '</body></html>',
  ].join('\n');

  return { to: user.email, subject, text, html };
}
