import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatFileSize,
  formatMetres,
  formatMetresUnit,
  formatOneDecimal,
  formatQuantity,
} from './numbers';

describe('numbers as a person reads them (es-PE)', () => {
  it('writes thousands with a comma and decimals with a point, everywhere', () => {
    expect(formatCount(1250)).toBe('1,250');
    expect(formatMetres(0.13)).toBe('0.13');
    expect(formatMetres(1002.5)).toBe('1,002.50');
    expect(formatMetresUnit(0.1)).toBe('0.10 m');
    expect(formatOneDecimal(3.25)).toBe('3.3');
    expect(formatFileSize(820)).toBe('820 B');
    expect(formatFileSize(12_800)).toBe('12.5 KB');
    expect(formatFileSize(3.2 * 1024 * 1024)).toBe('3.2 MB');
  });

  it('agrees the noun with the count', () => {
    expect(formatQuantity(1, 'folio', 'folios')).toBe('1 folio');
    expect(formatQuantity(0, 'folio', 'folios')).toBe('0 folios');
    expect(formatQuantity(20, 'vencido', 'vencidos')).toBe('20 vencidos');
    expect(formatQuantity(1250, 'documento', 'documentos')).toBe('1,250 documentos');
  });
});
