/**
 * The field a USB scanner types a sticker's text into (the number, or the QR's address), ending
 * with Enter: `onRead` takes it, and the page puts the focus back for the next one (`inputRef`).
 */
import { InputText } from 'primereact/inputtext';
import type { RefObject } from 'react';

interface ScanInputProps {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  onChange: (text: string) => void;
  onRead: () => void;
}

export function ScanInput({ id, inputRef, value, onChange, onRead }: ScanInputProps) {
  return (
    <InputText
      id={id}
      ref={inputRef}
      value={value}
      autoComplete="off"
      autoFocus
      maxLength={500}
      placeholder="ING-2026-000123"
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        e.preventDefault();
        onRead();
      }}
    />
  );
}
