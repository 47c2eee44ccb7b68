/**
 * The scan field of a draft control: a USB scanner types the sticker's text (the number, or the QR's
 * address) and Enter; each read adds that document's pending copies and the field is ready again.
 */
import { scannedNumber } from '@shared/schemas/delivery';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { useRecordCommand } from '../../../lib/crud/commands';
import { ScanInput } from '../../../lib/form/ScanInput';
import type { DeliveryControl } from '../delivery-controls.record';

export function ScanBox({ control }: { control: DeliveryControl }) {
  // Each read answers on the field itself (a refusal is no stale record): not through the runner.
  const command = useRecordCommand('delivery-controls', control.id);
  const [text, setText] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const read = async () => {
    const scanned = text.trim();
    if (!scanned) return;
    setText('');
    try {
      await command.mutateAsync({ path: 'scan', body: { text: scanned } });
      setMessage({ ok: true, text: `Agregado: ${scannedNumber(scanned)}` });
    } catch (error) {
      setMessage({ ok: false, text: errorMessage(error) });
    }
    input.current?.focus();
  };
  return (
    <div className="field delivery-scan">
      <label htmlFor={`scan-${control.id}`}>Leer sticker o escribir el número</label>
      <ScanInput
        id={`scan-${control.id}`}
        inputRef={input}
        value={text}
        onChange={setText}
        onRead={() => void read()}
      />
      {message && (
        <small role="status" className={message.ok ? 'scan-ok' : 'scan-error'}>
          {message.text}
        </small>
      )}
    </div>
  );
}
