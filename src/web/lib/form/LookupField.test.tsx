import type { LookupOption } from '@shared/crud';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LookupField } from './LookupField';

const OPTIONS: LookupOption[] = [
  { id: 1, label: 'Solicitud', description: 'SOL' },
  { id: 2, label: 'Solicitud de acceso a la información', description: 'AIP' },
];

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
let value: () => unknown;
const typedTexts: string[] = [];

function Form() {
  const { control, watch } = useForm<{ type_id: number | null }>({ defaultValues: { type_id: null } });
  value = () => watch('type_id');
  return (
    <LookupField
      control={control}
      name="type_id"
      label="Tipo de ingreso"
      resource="type-entries"
      search={async (q) => OPTIONS.filter((o) => o.label.toLowerCase().includes(q.toLowerCase()))}
      onType={(text) => typedTexts.push(text)}
    />
  );
}

const input = () => host.querySelector<HTMLInputElement>('#type_id')!;

/** Types one character as the browser does: the value changes, then an input event. */
async function typeChar(char: string) {
  await act(async () => {
    const element = input();
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(element, element.value + char);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Lets PrimeReact's search delay pass and the suggestions render. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1500);
  });
}

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  typedTexts.length = 0;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <Form />
      </QueryClientProvider>,
    );
  });
});

afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
  vi.useRealTimers();
});

describe('LookupField', () => {
  it('keeps the typed text while its suggestions are open, across pauses', async () => {
    for (const char of 'Soli') await typeChar(char);
    await settle();
    expect(document.body.textContent).toContain('Solicitud de acceso a la información');
    expect(input().value).toBe('Soli');
    await typeChar('c');
    await settle();
    expect(input().value).toBe('Solic');
    expect(value()).toBeNull();
    expect(typedTexts.at(-1)).toBe('Solic');
  });

  it('takes a picked suggestion as the value and shows its label', async () => {
    for (const char of 'acceso') await typeChar(char);
    await settle();
    await act(async () => {
      document.querySelector<HTMLElement>('.p-autocomplete-item')!.click();
    });
    await settle();
    expect(value()).toBe(2);
    expect(input().value).toBe('Solicitud de acceso a la información');
  });

  it('clears the value when the text is erased', async () => {
    for (const char of 'Sol') await typeChar(char);
    await settle();
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input(), '');
      input().dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(input().value).toBe('');
    expect(value()).toBeNull();
    expect(typedTexts.at(-1)).toBe('');
  });

  it('stays shut after a pick, even when the search of the last keystroke comes after it', async () => {
    for (const char of 'acces') await typeChar(char);
    await settle();
    // One more key, and the highlighted option is taken before the typing delay runs its search.
    await typeChar('o');
    await act(async () => {
      document.querySelector<HTMLElement>('.p-autocomplete-item')!.click();
    });
    await settle();
    expect(value()).toBe(2);
    expect(document.querySelector('.p-autocomplete-panel')).toBeNull();
    // Typing again searches again.
    await typeChar('s');
    await settle();
    expect(document.querySelector('.p-autocomplete-item')).not.toBeNull();
  });

  it('left by Tab before the list comes, picks the one option the typed text names exactly', async () => {
    for (const char of 'solicitud') await typeChar(char);
    await act(async () => {
      input().dispatchEvent(new FocusEvent('blur', { bubbles: true }));
      input().dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    });
    await settle();
    expect(value()).toBe(1);
    expect(host.textContent).not.toContain('no coincide');
  });

  it('says so, never silently, when the text typed names no option', async () => {
    for (const char of 'Oficio') await typeChar(char);
    await act(async () => {
      input().dispatchEvent(new FocusEvent('blur', { bubbles: true }));
      input().dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    });
    await settle();
    expect(value()).toBeNull();
    expect(host.textContent).toContain('«Oficio» no coincide con ninguna opción: elija una de la lista.');
  });
});
