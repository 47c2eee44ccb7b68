/**
 * A counter under a long text field once it is near its limit ("470 / 500"), instead of an HTML
 * `maxlength` that would silently cut what is typed or pasted: going over is a field error from
 * the form's schema.
 */
import { formatCount } from '@shared/numbers';
import { useState } from 'react';
import type { ChangeHandler, UseFormRegisterReturn } from 'react-hook-form';

/** Shown from this share of the limit on. */
const NEAR = 0.8;

export function useCharacterCount(registration: UseFormRegisterReturn, max: number | undefined) {
  const [length, setLength] = useState(0);
  if (max === undefined) return { registration, counter: null };
  const counted: UseFormRegisterReturn = {
    ...registration,
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      registration.ref(element);
      // Also after a reset, which writes the value without an input event.
      if (element) setLength(element.value.length);
    },
    onChange: ((event) => {
      setLength(String(event.target.value ?? '').length);
      return registration.onChange(event);
    }) satisfies ChangeHandler,
  };
  const counter =
    length >= max * NEAR ? (
      <small
        className={length > max ? 'field-counter field-counter-over' : 'field-counter'}
        aria-live="polite"
        data-testid={`${registration.name}-counter`}
      >
        {`${formatCount(length)} / ${formatCount(max)}`}
      </small>
    ) : null;
  return { registration: counted, counter };
}
