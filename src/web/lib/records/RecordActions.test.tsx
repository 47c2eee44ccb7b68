import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommandRunner } from '../crud/commands';
import { signIn } from '../session';
import { ToastProvider } from '../toast';
import type { ActionDef, ActionDialogProps, DocumentRecord } from './module';
import { RecordActions } from './RecordActions';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const container = document.createElement('div');
document.body.append(container);
const root = createRoot(container);
afterEach(() => act(() => root.render(null)));

const runner: CommandRunner = { run: vi.fn(async () => undefined), runNow: vi.fn(), busy: false };

function Derive({ record, visible }: ActionDialogProps<DocumentRecord>) {
  return visible ? <p role="dialog">Derivando {record.number}</p> : null;
}

const print = vi.fn(async () => undefined);

const ACTIONS: ActionDef<DocumentRecord>[] = [
  { kind: 'dialog', can: 'derive', label: 'Derivar', icon: 'pi pi-send', dialog: Derive },
  {
    kind: 'confirm',
    can: 'archive',
    path: 'archive',
    label: 'Archivar',
    icon: 'pi pi-box',
    header: 'Archivar',
    message: (r) => `¿Archivar ${r.number}?`,
    done: 'Archivado.',
  },
  { kind: 'edit' },
  { kind: 'run', label: 'Imprimir sticker', icon: 'pi pi-print', run: print },
];

const record = (can: Record<string, boolean>): DocumentRecord => ({
  id: 12,
  version: 3,
  number: 'ING-2026-000012',
  state: 'registrado',
  subject: 'Solicitud',
  can: { update: false, activate: false, deactivate: false, delete: false, ...can },
});

function draw(can: Record<string, boolean>, actions = ACTIONS, resource = 'entries') {
  act(() =>
    root.render(
      <MemoryRouter>
        <ToastProvider>
          <RecordActions resource={resource} record={record(can)} runner={runner} actions={actions} />
        </ToastProvider>
      </MemoryRouter>,
    ),
  );
  return [...container.querySelectorAll('.record-actions > button, .record-actions > a')].map((b) => b.textContent);
}

describe('RecordActions', () => {
  it('shows, in the declared order, the actions the record’s `can` allows and those that need none', () => {
    expect(draw({ derive: true, archive: false, update: true })).toEqual(['Derivar', 'Editar', 'Imprimir sticker']);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/entries/12/edit');
    expect(draw({ derive: false, archive: true })).toEqual(['Archivar', 'Imprimir sticker']);
  });

  it('shows nothing when no action is allowed', () => {
    draw({}, ACTIONS.slice(0, 3));
    expect(container.querySelector('.record-actions')).toBeNull();
  });

  it('opens the module’s dialog with the record, and runs a plain action with it', async () => {
    draw({ derive: true });
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    await act(async () => (container.querySelector('button') as HTMLButtonElement).click());
    expect(container.querySelector('[role="dialog"]')?.textContent).toBe('Derivando ING-2026-000012');

    const buttons = [...container.querySelectorAll('button')];
    await act(async () => buttons.find((b) => b.textContent === 'Imprimir sticker')?.click());
    expect(print).toHaveBeenCalledWith(expect.objectContaining({ id: 12, number: 'ING-2026-000012' }));
  });

  it('adds «Archivar en carpeta» to every record a folder holds, for who may file', () => {
    act(() =>
      signIn({
        access_token: 'token',
        token_type: 'bearer',
        user: { id: 5, username: 'lucia', update_register: false, reset_password: false },
        permissions: ['folders-me', 'folders-create'],
      } as unknown as Parameters<typeof signIn>[0]),
    );
    expect(draw({ update: true })).toEqual(['Editar', 'Imprimir sticker', 'Archivar en carpeta']);
    expect(draw({}, ACTIONS.slice(0, 3), 'supporting-outputs')).toEqual(['Archivar en carpeta']);
    // A folder is not filed into a folder.
    expect(draw({}, ACTIONS.slice(0, 3), 'folders')).toEqual([]);
  });
});
