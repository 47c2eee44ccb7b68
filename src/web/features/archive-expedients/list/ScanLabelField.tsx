/**
 * «Escanear rótulo»: a USB scanner types a box label's code and Enter (as on the stickers); the
 * unit with that exact code opens. A code nobody holds says so and stays selected for the next read.
 */
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api, errorMessage } from '../../../lib/api';
import { resourceUrl } from '../../../lib/crud/hooks';
import { EXPEDIENTS_PATH } from '../archive-expedients.record';

export function ScanLabelField() {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const open = async (input: HTMLInputElement) => {
    const read = code.trim();
    if (!read || busy) return;
    setBusy(true);
    setError(null);
    try {
      const query = new URLSearchParams({ code: read, per_page: '1' });
      const page = await api<{ data: { id: number }[] }>(resourceUrl('archive-expedients', `?${query}`));
      const unit = page.data[0];
      if (unit) navigate(`${EXPEDIENTS_PATH}/${unit.id}`);
      else {
        setError(`No hay ninguna caja ni expediente con el código ${read.toUpperCase()}.`);
        input.select();
      }
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="scan-label">
      <IconField iconPosition="left">
        <InputIcon className={busy ? 'pi pi-spin pi-spinner' : 'pi pi-barcode'} />
        <InputText
          value={code}
          onChange={(e) => setCode(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void open(e.currentTarget);
            }
          }}
          placeholder="Escanear rótulo"
          aria-label="Escanear rótulo de caja"
          aria-invalid={error !== null}
          aria-describedby={error ? 'scan-label-error' : undefined}
          maxLength={40}
        />
      </IconField>
      {error && (
        <small id="scan-label-error" className="p-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
