import type { SignatureCheckAnswer } from '@shared/schemas/signatures';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SignatureChecks } from './SignatureChecks';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const signature = (over: Partial<SignatureCheckAnswer> = {}): SignatureCheckAnswer => ({
  field: 'Firma1',
  signer: { name: 'Rosa Elena Huamán Quispe', dni: '20481537', ruc: null },
  reason: 'Solicito la devolución',
  signedAt: '2026-11-28T14:50:00.000Z',
  timestamped: false,
  intact: true,
  coversWholeDocument: true,
  certificateValidAtSigning: true,
  trusted: true,
  problem: null,
  ...over,
});

describe('SignatureChecks', () => {
  let host: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });

  const show = (check: Parameters<typeof SignatureChecks>[0]['check']) =>
    act(() => root.render(<SignatureChecks check={check} fileName="solicitud.pdf" />));

  it('says the check is pending until the job has read the file', () => {
    show({ status: 'pending', checked_at: null, signatures: [] });
    expect(host.textContent).toContain('Verificación pendiente');
  });

  it('says a PDF has no signatures', () => {
    show({ status: 'checked', checked_at: '2026-11-28T15:00:00.000Z', signatures: [] });
    expect(host.textContent).toBe('Sin firmas digitales.');
  });

  it('shows who signed, why and when in Lima, and that nothing changed', () => {
    show({ status: 'checked', checked_at: '2026-11-28T15:00:00.000Z', signatures: [signature()] });
    const text = host.textContent ?? '';
    expect(text).toContain('1 firma digital');
    expect(text).toContain('Rosa Elena Huamán Quispe · DNI 20481537');
    expect(text).toContain('Solicito la devolución');
    expect(text).toContain('28/11/2026 09:50');
    expect(text).toContain('Sin cambios desde la firma');
    expect(host.querySelector('[role="alert"]')).toBeNull();
  });

  it('warns in red when the signed bytes changed, and says what is not trusted', () => {
    show({
      status: 'checked',
      checked_at: null,
      signatures: [
        signature({ intact: false, trusted: false, signer: { name: 'Municipalidad', dni: null, ruc: '20568412398' } }),
      ],
    });
    expect(host.querySelector('[role="alert"]')?.textContent).toContain('Modificado después de firmar.');
    expect(host.textContent).toContain('Municipalidad · RUC 20568412398');
    expect(host.textContent).toContain('No proviene de una autoridad de confianza registrada en Folio');
    expect(host.textContent).not.toContain('Sin cambios desde la firma');
  });

  it('tells an unreadable signature apart from a modified one', () => {
    show({
      status: 'checked',
      checked_at: null,
      signatures: [signature({ signer: null, intact: false, problem: 'La firma no es una firma CMS legible.' })],
    });
    expect(host.textContent).toContain('Firma que no se pudo verificar');
    expect(host.textContent).toContain('La firma no es una firma CMS legible.');
    expect(host.textContent).not.toContain('Modificado después de firmar');
  });
});
