/**
 * The shell's global search (docs/global-search.md): the top bar's «Buscar» button or Ctrl+K (⌘+K)
 * opens a box that searches every document module the user may list, as each list's own search
 * does, grouped by module. ↑/↓ move through the results, Enter opens the one marked, a click opens
 * any, Esc closes.
 */
import { canOpenPath, routePath } from '@shared/routes';
import type { GlobalSearchGroup, GlobalSearchResult } from '@shared/schemas/search';
import { SEARCH_MODULES } from '@shared/search';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { classNames } from 'primereact/utils';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_DELAY_MS } from '../../lib/crud/useSearchBox';
import { TextMatchLine } from '../../lib/records/TextMatchLine';
import { useSession } from '../../lib/session';
import { useSettled } from '../../lib/useSettled';
import { SEARCH_MIN_LENGTH, useGlobalSearch } from './api';
import { highlight } from './highlight';
import './search.css';

const ROUTE_OF = new Map<string, string>(SEARCH_MODULES.map((m) => [m.resource, m.route]));

/** What Enter or a click opens: a record's page, or the module's list searched the same. */
interface Option {
  id: string;
  path: string;
}

const recordPath = (group: GlobalSearchGroup, record: GlobalSearchResult) =>
  routePath(`${ROUTE_OF.get(group.module)}-show`, { id: record.id });
const listPath = (group: GlobalSearchGroup, q: string) =>
  `${routePath(`${ROUTE_OF.get(group.module)}-index`)}?q=${encodeURIComponent(q)}`;

function Marked({ text, words }: { text: string; words: string[] }) {
  return (
    <>
      {highlight(text, words).map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}

function SearchPanel({ onOpen }: { onOpen: (path: string) => void }) {
  const [text, setText] = useState('');
  // What was typed, sent SEARCH_DELAY_MS after typing stops.
  const q = useSettled(text, SEARCH_DELAY_MS).trim();
  const search = useGlobalSearch(q);
  const groups = q.length >= SEARCH_MIN_LENGTH ? (search.data ?? []) : [];
  const words = q.split(/\s+/).filter(Boolean);
  const base = useId();
  const [marked, setMarked] = useState<string>();
  const { permissions } = useSession();
  // «Ver todos» only where the list's screen opens for the user (its keys may differ from the API's).
  const more = (group: GlobalSearchGroup) => group.more && canOpenPath(listPath(group, q), permissions);

  const options = groups.flatMap((group): Option[] => [
    ...group.results.map((record) => ({ id: `${base}-${group.module}-${record.id}`, path: recordPath(group, record) })),
    ...(more(group) ? [{ id: `${base}-${group.module}-more`, path: listPath(group, q) }] : []),
  ]);
  // The option marked by the arrows or the mouse; the first while it is not among the answer's.
  const current = options.find((option) => option.id === marked) ?? options[0];
  const currentId = current?.id;
  useEffect(() => {
    if (currentId) document.getElementById(currentId)?.scrollIntoView({ block: 'nearest' });
  }, [currentId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const at = current ? options.indexOf(current) : 0;
      setMarked(options[(at + step + options.length) % options.length]?.id);
    } else if (event.key === 'Enter' && current) {
      event.preventDefault();
      onOpen(current.path);
    }
  };

  const option = (id: string, path: string, children: ReactNode, className?: string) => (
    // The input keeps the focus and the keys (ARIA's combobox): an option answers the mouse.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works through the input's aria-activedescendant.
    <div
      key={id}
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={current?.id === id}
      className={classNames('global-search-option', className, { active: current?.id === id })}
      onMouseMove={() => setMarked(id)}
      onClick={() => onOpen(path)}
    >
      {children}
    </div>
  );

  const typed = text.trim();
  const waiting = typed !== q || search.isFetching;
  const listId = `${base}-list`;
  return (
    <div className="global-search">
      <IconField iconPosition="left" className="global-search-box">
        <InputIcon
          className={waiting && typed.length >= SEARCH_MIN_LENGTH ? 'pi pi-spin pi-spinner' : 'pi pi-search'}
        />
        <InputText
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={100}
          placeholder="Buscar por número, asunto, remitente o texto de los archivos"
          role="combobox"
          aria-label="Buscar documentos"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current?.id}
          data-testid="global-search-input"
        />
      </IconField>
      <div className="global-search-results" aria-live="polite">
        {typed.length < SEARCH_MIN_LENGTH ? (
          <p className="global-search-note">
            Escriba al menos {SEARCH_MIN_LENGTH} caracteres: un número (ING-2026-000123), palabras del asunto o del
            remitente, o del texto de los archivos adjuntos.
          </p>
        ) : search.isError ? (
          <p className="global-search-note" role="alert">
            {search.error.message}
          </p>
        ) : !waiting && groups.length === 0 ? (
          <p className="global-search-note">No se encontraron registros</p>
        ) : null}
        <div id={listId} role="listbox" aria-label="Resultados" className="global-search-groups">
          {groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a group of options inside the listbox.
            <div key={group.module} role="group" aria-labelledby={`${base}-${group.module}`}>
              <div id={`${base}-${group.module}`} className="global-search-group-title">
                {group.title}
              </div>
              {group.results.map((record) =>
                option(
                  `${base}-${group.module}-${record.id}`,
                  recordPath(group, record),
                  <>
                    <span className="global-search-number">
                      <Marked text={record.number} words={words} />
                      {record.exact && <span className="global-search-exact">Número exacto</span>}
                    </span>
                    <span className="global-search-subject">
                      <Marked text={record.subject} words={words} />
                    </span>
                    {record.text_match && <TextMatchLine match={record.text_match} />}
                  </>,
                ),
              )}
              {more(group) &&
                option(
                  `${base}-${group.module}-more`,
                  listPath(group, q),
                  <>
                    Ver todos en {group.title} <i className="pi pi-arrow-right" aria-hidden="true" />
                  </>,
                  'global-search-more',
                )}
            </div>
          ))}
        </div>
      </div>
      <p className="global-search-keys" aria-hidden="true">
        <kbd>↑</kbd> <kbd>↓</kbd> para moverse · <kbd>Enter</kbd> para abrir · <kbd>Esc</kbd> para cerrar
      </p>
    </div>
  );
}

/** The top bar's button and the Ctrl+K shortcut, with the search dialog they open. */
export function GlobalSearch() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Button
        type="button"
        icon="pi pi-search"
        label="Buscar"
        text
        className="topbar-button topbar-search"
        aria-label="Buscar documentos"
        aria-keyshortcuts="Control+K"
        aria-haspopup="dialog"
        title="Buscar documentos (Ctrl+K)"
        data-testid="global-search-button"
        onClick={() => setOpen(true)}
      >
        <kbd className="topbar-search-keys">Ctrl K</kbd>
      </Button>
      <Dialog
        header="Buscar documentos"
        visible={open}
        onHide={() => setOpen(false)}
        position="top"
        className="global-search-dialog"
        style={{ width: '44rem' }}
        breakpoints={{ '575px': '96vw' }}
        draggable={false}
        resizable={false}
        dismissableMask
        focusOnShow={false}
      >
        {open && (
          <SearchPanel
            onOpen={(path) => {
              setOpen(false);
              navigate(path);
            }}
          />
        )}
      </Dialog>
    </>
  );
}
