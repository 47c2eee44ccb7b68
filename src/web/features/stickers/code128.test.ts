import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { code128Bars } from './code128';

/** The preview's bars must be the ones the PDF prints (bwip-js on the server). */
describe('code128Bars', () => {
  it.each([
    'ING-2026-000123',
    'MP-2026-0001',
    'CT-ING-26-0001',
    '12345678',
    '1234567',
    '12',
    '1',
    'x12345y',
    'Folio abc ~!@#$%^&*()_+{}|:"<>?`-=[];,./\\\'',
  ])('encodes %s as bwip-js does', (text) => {
    const [symbol] = bwipjs.raw({ bcid: 'code128', text });
    expect(symbol && 'sbs' in symbol ? symbol.sbs : null).toEqual(code128Bars(text));
  });
});
