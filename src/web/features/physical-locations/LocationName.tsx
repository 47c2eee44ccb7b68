/** A location as the tree and a location's contents show it: its kind's icon, code and name linked to its page, its kind. */
import { LOCATION_KIND_LABELS } from '@shared/schemas/archive';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { KIND_ICONS, LOCATIONS_BASE, type LocationNode } from './types';

export function LocationName({
  location,
  style,
}: {
  location: Pick<LocationNode, 'id' | 'kind' | 'code' | 'name'>;
  /** The tree narrows it by its depth. */
  style?: CSSProperties;
}) {
  return (
    <span className="location-label" style={style}>
      <i className={KIND_ICONS[location.kind]} aria-hidden="true" />
      <span className="location-text">
        <Link to={`${LOCATIONS_BASE}/${location.id}`} className="cell-link">
          <strong>{location.code}</strong>
          {location.name ? ` · ${location.name}` : ''}
        </Link>
        <span className="location-kind">{LOCATION_KIND_LABELS[location.kind]}</span>
      </span>
    </span>
  );
}
