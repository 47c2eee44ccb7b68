import { describe, expect, it } from 'vitest';
import { addYears, archiveDocumentInput, retentionDates } from './archive-expedients';

describe('retention dates', () => {
  it('counts the years from 31 December of the year the unit closed, worked by hand', () => {
    expect(retentionDates('2019-03-15', 2, 8)).toEqual({
      office_retention_until: '2021-12-31',
      central_retention_until: '2029-12-31',
    });
    expect(retentionDates('2024-12-31', 0, 5)).toEqual({
      office_retention_until: '2024-12-31',
      central_retention_until: '2029-12-31',
    });
    expect(retentionDates('2020-02-29', 1, 3)).toEqual({
      office_retention_until: '2021-12-31',
      central_retention_until: '2024-12-31',
    });
  });

  it('adds whole years, keeping the day unless the month is shorter', () => {
    expect(addYears('2023-01-31', 10)).toBe('2033-01-31');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2024-02-29', 5)).toBe('2029-02-28');
  });
});

describe('archived document input', () => {
  it('asks a loose document for its title and date, and a linked one for both kind and id', () => {
    const loose = archiveDocumentInput.safeParse({ expedient_id: 1, folio_from: 1, folio_to: 3 });
    expect(loose.success).toBe(false);
    expect(loose.error?.issues.map((i) => i.path[0])).toEqual(['title', 'document_date']);
    const half = archiveDocumentInput.safeParse({
      expedient_id: 1,
      folio_from: 1,
      folio_to: 3,
      source_kind: 'entries',
    });
    expect(half.error?.issues.map((i) => i.message)).toEqual(['Elija el tipo y el documento de origen.']);
    const backwards = archiveDocumentInput.safeParse({
      expedient_id: 1,
      folio_from: 5,
      folio_to: 3,
      source_kind: 'entries',
      source_id: 4,
    });
    expect(backwards.error?.issues.map((i) => i.message)).toEqual([
      'El folio final no puede ser menor que el inicial.',
    ]);
  });
});
