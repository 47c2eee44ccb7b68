import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DateTimeField } from './DateTimeField';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
let value: () => unknown;

function Form() {
  const { control, watch } = useForm<{ at: string | null }>({ defaultValues: { at: null } });
  value = () => watch('at');
  return <DateTimeField control={control} name="at" label="Fecha y hora" />;
}

const input = () => host.querySelector<HTMLInputElement>('#at')!;

async function typeChar(char: string) {
  await act(async () => {
    const el = input();
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(el, el.value + char);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeEach(async () => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root.render(<Form />));
});

afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

describe('DateTimeField', () => {
  it('keeps every character typed, the half-typed text as the value, the whole one as an instant', async () => {
    input().focus();
    const text = '20/11/2026 09:15';
    for (let i = 0; i < text.length; i++) {
      await typeChar(text[i]!);
      expect(input().value).toBe(text.slice(0, i + 1));
      if (i === 3) expect(value()).toBe('20/1');
    }
    expect(input().value).toBe('20/11/2026 09:15');
    expect(value()).toBe('2026-11-20T14:15:00.000Z');
  });

  it('keeps a half-typed date-time in its box after leaving it, as the value validation refuses', async () => {
    input().focus();
    for (const char of '20/11/2026 09:1') await typeChar(char);
    await act(async () => input().blur());
    expect(input().value).toBe('20/11/2026 09:1');
    expect(value()).toBe('20/11/2026 09:1');
  });
});
