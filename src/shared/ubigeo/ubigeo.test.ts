import { describe, expect, it } from 'vitest';
import { DEPARTMENTS, DISTRICTS, PROVINCES } from './inei-2025';
import {
  departmentOptions,
  districtOptions,
  isUbigeo,
  provinceOptions,
  searchDistricts,
  ubigeoInput,
  ubigeoLabel,
  ubigeoPlace,
} from './ubigeo';

describe('the INEI list', () => {
  it('has the counts its README states, every code under its parent', () => {
    expect(Object.keys(DEPARTMENTS)).toHaveLength(25);
    expect(Object.keys(PROVINCES)).toHaveLength(196);
    expect(Object.keys(DISTRICTS)).toHaveLength(1893);
    for (const code of Object.keys(DISTRICTS)) {
      expect(code).toMatch(/^\d{6}$/);
      expect(PROVINCES[code.slice(0, 4)], code).toBeDefined();
    }
    for (const code of Object.keys(PROVINCES)) expect(DEPARTMENTS[code.slice(0, 2)], code).toBeDefined();
  });

  it('writes names with their accents', () => {
    expect(ubigeoPlace('150135')).toEqual({ department: 'Lima', province: 'Lima', district: 'San Martín de Porres' });
    expect(ubigeoLabel('080101')).toBe('Cusco, Cusco, Cusco');
    expect(DEPARTMENTS['02']).toBe('Áncash');
    expect(DISTRICTS['070107']).toBe('Mi Perú');
  });
});

describe('reading it', () => {
  it('cascades departamento → provincia → distrito', () => {
    expect(departmentOptions()[6]).toEqual({ code: '07', name: 'Callao' });
    expect(provinceOptions('12').map((p) => p.name)).toContain('Huancayo');
    expect(districtOptions('0701').map((d) => d.name)).toEqual([
      'Callao',
      'Bellavista',
      'Carmen de la Legua Reynoso',
      'La Perla',
      'La Punta',
      'Ventanilla',
      'Mi Perú',
    ]);
    expect(provinceOptions('1')).toEqual([]);
  });

  it('finds distritos by part of a name, without accents or case', () => {
    const found = searchDistricts('jesus mar');
    expect(found).toEqual(['150113']);
    expect(searchDistricts('  ')).toEqual([]);
    expect(searchDistricts('san', 3)).toHaveLength(3);
  });

  it('accepts only listed codes', () => {
    expect(isUbigeo('150122')).toBe(true);
    expect(isUbigeo('150199')).toBe(false);
    expect(isUbigeo('toString')).toBe(false);
    expect(ubigeoInput.parse('')).toBeNull();
    expect(ubigeoInput.parse('150122')).toBe('150122');
    expect(ubigeoInput.safeParse('159999').error?.issues[0]?.message).toBe('Elija un distrito de la lista del INEI.');
  });
});
