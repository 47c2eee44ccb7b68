/** "Solicitud de origen": the request an entry or output was registered from, linked to its page. */
import { Link } from 'react-router';
import { recordPath } from './columns';
import type { DataItemDef } from './module';

export interface OriginRequest {
  id: number;
  number: string;
}

export function originRequestItem<T extends { request: OriginRequest | null }>(
  resource: 'entry-requests' | 'output-requests',
): DataItemDef<T> {
  return {
    label: 'Solicitud de origen',
    value: (record) =>
      record.request && (
        <Link to={recordPath(resource, record.request.id)} className="cell-link nowrap">
          {record.request.number}
        </Link>
      ),
    optional: true,
  };
}
