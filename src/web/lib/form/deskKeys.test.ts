import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deskKeyDown, saveKeyDown } from './deskKeys';

function press(target: Element, form: HTMLFormElement, init: { ctrlKey?: boolean; key?: string } = {}) {
  const preventDefault = vi.fn();
  deskKeyDown({
    key: init.key ?? 'Enter',
    ctrlKey: init.ctrlKey ?? false,
    metaKey: false,
    target,
    currentTarget: form,
    nativeEvent: { isComposing: false },
    preventDefault,
  } as unknown as KeyboardEvent<HTMLFormElement>);
  return preventDefault;
}

describe('deskKeyDown', () => {
  const form = document.createElement('form');
  form.innerHTML = '<input id="subject"><textarea id="summary"></textarea><button type="button">Otro</button>';
  const submit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
  const [input, textarea, button] = [...form.children] as [HTMLInputElement, HTMLTextAreaElement, HTMLButtonElement];

  it('keeps Enter in a one-line field from sending the form', () => {
    expect(press(input, form)).toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();
  });

  it('leaves Enter to text areas and buttons', () => {
    expect(press(textarea, form)).not.toHaveBeenCalled();
    expect(press(button, form)).not.toHaveBeenCalled();
    expect(press(input, form, { key: 'a' })).not.toHaveBeenCalled();
  });

  it('sends the form with Ctrl+Enter from any field', () => {
    press(textarea, form, { ctrlKey: true });
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('ignores keys from dialogs rendered outside the form', () => {
    const outside = document.createElement('input');
    expect(press(outside, form, { ctrlKey: true })).not.toHaveBeenCalled();
    expect(submit).toHaveBeenCalledTimes(1);
  });
});

describe('saveKeyDown', () => {
  const form = document.createElement('form');
  form.innerHTML = '<input id="name">';
  const submit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
  const input = form.querySelector('input')!;
  const press = (ctrlKey: boolean, target: Element = input) => {
    const preventDefault = vi.fn();
    saveKeyDown({
      key: 'Enter',
      ctrlKey,
      metaKey: false,
      target,
      currentTarget: form,
      nativeEvent: { isComposing: false },
      preventDefault,
    } as unknown as KeyboardEvent<HTMLFormElement>);
    return preventDefault;
  };

  it('sends any form with Ctrl+Enter and leaves a plain Enter to the browser', () => {
    expect(press(false)).not.toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();
    press(true);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('leaves keys from a dialog the form opened elsewhere to that dialog', () => {
    press(true, document.createElement('input'));
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
