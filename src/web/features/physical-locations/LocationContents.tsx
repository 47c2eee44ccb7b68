/** What a location holds: the nodes inside it with their occupancy, or a level's positions; and where the next box goes. */
import type { One } from '@shared/pagination';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { LoadError } from '../../lib/LoadError';
import { Spinner } from '../../lib/Spinner';
import { LocationName } from './LocationName';
import { OccupancyBar } from './OccupancyBar';
import type { Contents, PhysicalLocation, Position } from './types';
import { locationLabel } from './useLocationTree';

function PositionSlot({ slot, next }: { slot: Position; next: boolean }) {
  const classes = ['position-slot', slot.unit ? 'position-slot-taken' : 'position-slot-free'];
  if (next) classes.push('position-slot-next');
  return (
    <li className={classes.join(' ')} aria-label={`Posición ${slot.code}`}>
      <span className="position-slot-code">{slot.code}</span>
      {slot.unit ? (
        <span className="position-slot-title">
          {slot.unit.code} · {slot.unit.title}
        </span>
      ) : (
        <span className="position-slot-title">{next ? 'Libre · siguiente' : 'Libre'}</span>
      )}
    </li>
  );
}

function ChildList({ contents }: { contents: Contents }) {
  if (contents.children.length === 0) {
    return <p className="text-muted">No contiene ubicaciones todavía.</p>;
  }
  return (
    <ul className="location-children">
      {contents.children.map((child) => (
        <li key={child.id} className="location-child">
          <LocationName location={child} />
          <OccupancyBar occupied={child.occupied} capacity={child.capacity_total} label={locationLabel(child)} />
        </li>
      ))}
    </ul>
  );
}

export function LocationContents({ location }: { location: PhysicalLocation }) {
  const contents = useQuery({
    queryKey: ['physical-locations', 'contents', location.id, location.version],
    queryFn: ({ signal }) =>
      api<One<Contents>>(`/api/v1/physical-locations/${location.id}/contents`, { signal }).then((a) => a.data),
  });
  if (contents.error) return <LoadError error={contents.error} onRetry={() => void contents.refetch()} />;
  if (!contents.data) return <Spinner />;
  const next = contents.data.next_free;
  return (
    <>
      <section className="panel" aria-labelledby="next-free">
        <h2 id="next-free" className="section-title">
          <i className="pi pi-map-marker panel-title-icon" aria-hidden="true" /> Siguiente posición libre
        </h2>
        {next ? (
          <p className="next-free">
            <strong className="location-code">{next.topographic_code}</strong>
          </p>
        ) : (
          <p className="text-muted">
            {location.capacity_total === 0
              ? 'Aún no tiene niveles donde ubicar cajas.'
              : 'No quedan posiciones libres.'}
          </p>
        )}
      </section>
      <section className="panel" aria-labelledby="contents">
        <h2 id="contents" className="section-title">
          <i className="pi pi-sitemap panel-title-icon" aria-hidden="true" />{' '}
          {location.kind === 'nivel' ? 'Posiciones' : 'Contiene'}
        </h2>
        {location.kind === 'nivel' ? (
          <ul className="position-grid" aria-label="Posiciones del nivel">
            {contents.data.positions.map((slot) => (
              <PositionSlot key={slot.position} slot={slot} next={next?.position === slot.position} />
            ))}
          </ul>
        ) : (
          <ChildList contents={contents.data} />
        )}
      </section>
    </>
  );
}
