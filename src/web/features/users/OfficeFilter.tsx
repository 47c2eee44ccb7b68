/**
 * The users list filter by office: a server autocomplete (offices are many), its id kept in the
 * URL like the other filters (`office_id`).
 */
import type { LookupOption } from '@shared/crud';
import type { One } from '@shared/pagination';
import { can } from '@shared/permissions';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete } from 'primereact/autocomplete';
import { useRef, useState } from 'react';
import { api } from '../../lib/api';
import { lookup } from '../../lib/crud/hooks';
import { useListParams } from '../../lib/crud/listParams';
import { useSession } from '../../lib/session';

export function OfficeFilter() {
  const [params, update] = useListParams();
  const { permissions } = useSession();
  const selectedId = params.filters.office_id ? Number(params.filters.office_id) : undefined;
  const [chosen, setChosen] = useState<LookupOption | null>(null);
  const [text, setText] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<LookupOption[]>([]);
  const abort = useRef<AbortController | null>(null);

  // Opened from a bookmarked URL: name the office when the user may read it.
  const known = chosen?.id === selectedId ? chosen : null;
  const named = useQuery({
    queryKey: ['offices', 'record', selectedId],
    queryFn: ({ signal }) =>
      api<One<{ id: number; code: string; name: string }>>(`/api/v1/offices/${selectedId}`, { signal }),
    enabled: selectedId !== undefined && !known && can(permissions, ['offices-index', 'offices-update']),
    select: (answer) => ({ id: answer.data.id, label: `${answer.data.code} - ${answer.data.name}` }),
  });
  const current: LookupOption | null =
    selectedId === undefined ? null : (known ?? named.data ?? { id: selectedId, label: `Oficina n.º ${selectedId}` });

  const search = async (query: string) => {
    abort.current?.abort();
    abort.current = new AbortController();
    try {
      setSuggestions(await lookup('offices', query, abort.current.signal));
    } catch {
      setSuggestions([]);
    }
  };

  return (
    <AutoComplete
      value={text ?? current}
      suggestions={suggestions}
      completeMethod={(e) => void search(e.query)}
      field="label"
      dropdown
      forceSelection
      delay={250}
      placeholder="Oficina"
      aria-label="Oficina"
      dropdownAriaLabel="Mostrar oficinas"
      emptyMessage="No se encontraron resultados"
      showEmptyMessage
      className="list-filter list-filter-lookup"
      inputClassName="w-full"
      onChange={(e) => {
        const value = e.value as unknown;
        if (value && typeof value === 'object') {
          const option = value as LookupOption;
          setChosen(option);
          setText(null);
          update({ office_id: option.id });
        } else if (!value) {
          setText(null);
          update({ office_id: undefined });
        } else setText(String(value));
      }}
      onBlur={() => setText(null)}
    />
  );
}
