/**
 * The folder's documents, in their order: each with its N.°, type, number (a link to it), date,
 * subject and folios — or «Documento sin acceso» when the user may not open it. Search inside;
 * who may change the folder moves items up and down and removes them (each a versioned command).
 */
import { formatQuantity } from '@shared/numbers';
import { FOLDER_ITEM_MEDIA, FOLDER_ITEM_TYPES } from '@shared/schemas/folders';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../../lib/api';
import { resourceUrl } from '../../../lib/crud/hooks';
import { formatDayTime } from '../../../lib/dates';
import type { RecordContext } from '../../../lib/records/module';
import type { Folder, FolderItem } from '../folders.record';

function useItems(folder: Folder, q: string) {
  return useQuery({
    // The folder's version in the key: every filed, moved or removed item refetches.
    queryKey: ['folders', 'items', folder.id, folder.version, q],
    queryFn: ({ signal }) =>
      api<{ data: FolderItem[]; total: number }>(
        resourceUrl('folders', `/${folder.id}/items${q ? `?q=${encodeURIComponent(q)}` : ''}`),
        { signal },
      ),
  });
}

function ItemRecord({ item }: { item: FolderItem }) {
  if (!item.record)
    return (
      <span className="text-muted">
        <i className="pi pi-lock" aria-hidden="true" /> Documento sin acceso
      </span>
    );
  return (
    <span className="cell-stack">
      <Link to={`/${item.item_type}/${item.item_id}`} className="cell-link nowrap">
        {item.record.number}
      </Link>
      <span>{item.record.subject}</span>
    </span>
  );
}

export function FolderItemsPanel({ record: folder, runner }: RecordContext<Folder>) {
  const [q, setQ] = useState('');
  const items = useItems(folder, q.trim());
  const rows = items.data?.data ?? [];
  const changing = folder.can.reorder && !q.trim();
  const move = (index: number, by: -1 | 1) => {
    const order = rows.map((r) => r.id);
    [order[index], order[index + by]] = [order[index + by]!, order[index]!];
    runner.runNow({ path: 'items/order', body: { version: folder.version, item_ids: order } }, 'Orden guardado.');
  };
  const remove = (item: FolderItem) =>
    runner.runNow(
      { path: 'items/remove', body: { version: folder.version, item_id: item.id } },
      'Documento quitado de la carpeta.',
    );

  return (
    <section className="panel folder-items" aria-labelledby="folder-items-title">
      <div className="numbered-head">
        <h2 id="folder-items-title">Documentos ({items.data?.total ?? folder.item_count})</h2>
        <InputText
          className="folder-search"
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder="Buscar en la carpeta"
          aria-label="Buscar en la carpeta"
          maxLength={200}
        />
      </div>
      {rows.length === 0 ? (
        <p className="text-muted">
          {q.trim()
            ? 'Ningún documento de la carpeta coincide con la búsqueda.'
            : 'La carpeta no tiene documentos. Archívelos desde la página de cada documento con «Archivar en carpeta».'}
        </p>
      ) : (
        <ol className="numbered-list">
          {rows.map((item, index) => (
            <li key={item.id} className="numbered-item folder-item" aria-label={`Documento ${item.position}`}>
              <span className="numbered-position">{item.position}</span>
              <div className="numbered-main">
                <small className="text-muted">
                  {FOLDER_ITEM_TYPES[item.item_type]}
                  {item.record?.type ? ` · ${item.record.type}` : ''}
                  {item.record
                    ? ` · ${formatDayTime(item.record.date)} · ${formatQuantity(item.record.folios, 'folio', 'folios')}`
                    : ''}
                  {` · ${FOLDER_ITEM_MEDIA[item.medium]}`}
                </small>
                <ItemRecord item={item} />
                {item.note && <small className="preserve-lines">{item.note}</small>}
              </div>
              {(changing || folder.can.unfile) && (
                <div className="folder-item-actions">
                  {changing && (
                    <>
                      <Button
                        type="button"
                        icon="pi pi-arrow-up"
                        text
                        rounded
                        aria-label={`Subir documento ${item.position}`}
                        disabled={index === 0 || runner.busy}
                        onClick={() => move(index, -1)}
                      />
                      <Button
                        type="button"
                        icon="pi pi-arrow-down"
                        text
                        rounded
                        aria-label={`Bajar documento ${item.position}`}
                        disabled={index === rows.length - 1 || runner.busy}
                        onClick={() => move(index, 1)}
                      />
                    </>
                  )}
                  {folder.can.unfile && (
                    <Button
                      type="button"
                      icon="pi pi-times"
                      text
                      rounded
                      severity="danger"
                      aria-label={`Quitar documento ${item.position}`}
                      disabled={runner.busy}
                      onClick={() => remove(item)}
                    />
                  )}
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
