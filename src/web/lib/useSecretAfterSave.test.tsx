import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSecretAfterSave } from './useSecretAfterSave';

interface Webhook {
  name: string;
  id: number;
}

let afterSave: ReturnType<typeof useSecretAfterSave<Webhook>>['afterSave'];

function Page() {
  const secret = useSecretAfterSave<Webhook>({
    field: 'secret',
    next: (record) => `/webhooks/${record.id}`,
    header: 'Secreto de firma',
    warning: 'Cópielo ahora: no se volverá a mostrar.',
    ownerLabel: 'Webhook',
    confirmLabel: 'Entendido, ya lo copié',
    copiedLabel: 'Copiado',
  });
  afterSave = secret.afterSave;
  return <>{secret.dialog}</>;
}

const dialog = () => document.querySelector('[role="dialog"]');
const button = (label: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label) as HTMLButtonElement;

describe('useSecretAfterSave', () => {
  let root: Root;
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    document.body.innerHTML = '<div id="root"></div>';
    root = createRoot(document.getElementById('root')!);
    act(() => root.render(<Page />));
  });
  afterEach(() => act(() => root.unmount()));

  it('goes on at once when the answer has no secret (an edit), showing nothing', () => {
    const record = { id: 7, name: 'ERP' };
    expect(afterSave(record, { data: { ...record } })).toBe('/webhooks/7');
    expect(afterSave(record, {})).toBe('/webhooks/7');
    expect(dialog()).toBeNull();
  });

  it('shows the secret once with its owner, and goes on only when the dialog is closed', async () => {
    const record = { id: 9, name: 'Contabilidad' };
    let next: unknown;
    act(() => {
      next = afterSave(record, { data: { ...record, secret: 's3cr3t-value' } });
    });
    expect(next).toBeInstanceOf(Promise);
    let gone: string | null = null;
    void (next as Promise<string>).then((path) => {
      gone = path;
    });

    const shown = dialog();
    expect(shown?.textContent).toContain('Secreto de firma');
    expect(shown?.textContent).toContain('Cópielo ahora: no se volverá a mostrar.');
    expect(shown?.querySelector('.temporary-password-value')?.textContent).toBe('s3cr3t-value');
    expect(shown?.querySelector('.temporary-password-user')?.textContent).toBe('Webhook: Contabilidad');
    await act(async () => {});
    expect(gone).toBeNull();

    await act(async () => button('Entendido, ya lo copié').click());
    expect(gone).toBe('/webhooks/9');
  });

  it('takes the secret only from the field named, as text', () => {
    const record = { id: 3, name: 'Portal' };
    expect(afterSave(record, { data: { token: 'other-field' } })).toBe('/webhooks/3');
    expect(afterSave(record, { data: { secret: 42 } })).toBe('/webhooks/3');
    expect(dialog()).toBeNull();
  });
});
