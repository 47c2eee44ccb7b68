/** One tile of the Tablero: its count (opening the list behind it), the traffic lights and a few rows. */
import { formatQuantity } from '@shared/numbers';
import { COUNT_LIMIT } from '@shared/pagination';
import { type DashboardRow, type DashboardTile, TRAFFIC_LIGHTS, type TrafficLight } from '@shared/schemas/dashboard';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates';

const LIGHT_ORDER: TrafficLight[] = ['rojo', 'ambar', 'verde'];

const countText = (tile: DashboardTile) => (tile.capped ? `${COUNT_LIMIT}+` : String(tile.count));

/** A light's count with its words in agreement: «1 vencido», «20 vencidos», «3 en plazo». */
const LIGHT_WORDS: Record<TrafficLight, [string, string]> = {
  verde: ['en plazo', 'en plazo'],
  ambar: ['por vencer', 'por vencer'],
  rojo: ['vencido', 'vencidos'],
};

function Light({ light }: { light: TrafficLight }) {
  return (
    <span className={`traffic-light traffic-light-${light}`} role="img" aria-label={TRAFFIC_LIGHTS[light]}>
      <span aria-hidden="true" />
    </span>
  );
}

function Lights({ lights }: { lights: Record<TrafficLight, number> }) {
  return (
    <ul className="tile-lights" aria-label="Semáforo">
      {LIGHT_ORDER.map((light) => (
        <li key={light}>
          <Light light={light} />
          <span>{formatQuantity(lights[light], ...LIGHT_WORDS[light])}</span>
        </li>
      ))}
    </ul>
  );
}

function RowLine({ row }: { row: DashboardRow }) {
  const label = row.link ? <Link to={row.link}>{row.label}</Link> : <span>{row.label}</span>;
  return (
    <li className="tile-row">
      {row.light && <Light light={row.light} />}
      <span className="tile-row-main">
        <span className="tile-row-label">{label}</span>
        {row.description && <span className="tile-row-description">{row.description}</span>}
      </span>
      {row.count !== null && <span className="tile-row-count">{row.count}</span>}
      {row.date && <span className="tile-row-date">{formatDate(row.date)}</span>}
    </li>
  );
}

export function Tile({ tile }: { tile: DashboardTile }) {
  const titleId = `tile-${tile.id}`;
  const count = countText(tile);
  return (
    <section
      className={tile.count === 0 ? 'panel dashboard-tile is-empty' : 'panel dashboard-tile'}
      aria-labelledby={titleId}
      data-tile={tile.id}
    >
      <header className="tile-header">
        <h3 id={titleId}>{tile.title}</h3>
        {tile.link ? (
          <Link
            to={tile.link}
            className="tile-count"
            aria-label={`${count}: ver la lista de ${tile.title.toLowerCase()}`}
          >
            {count}
          </Link>
        ) : (
          <span className="tile-count">{count}</span>
        )}
      </header>
      {tile.lights && tile.count > 0 && <Lights lights={tile.lights} />}
      {tile.rows.length > 0 && (
        <ul className="tile-rows">
          {tile.rows.map((row) => (
            <RowLine key={row.key} row={row} />
          ))}
        </ul>
      )}
      {tile.link && tile.count > tile.rows.length && (
        <Link to={tile.link} className="tile-more">
          {tile.count === 1 && !tile.capped ? 'Verlo' : `Ver los ${count}`}{' '}
          <i className="pi pi-angle-right" aria-hidden="true" />
        </Link>
      )}
    </section>
  );
}
