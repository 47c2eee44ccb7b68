/**
 * The libraries that guard the rules, each with the files Stryker mutates and the test files
 * that must catch the mutants. Only these tests run for each mutant: the whole suite would take
 * hours on two cores.
 */
export interface MutatedLibrary {
  mutate: string[];
  tests: string[];
}

export const MUTATED_LIBRARIES: Record<string, MutatedLibrary> = {
  numbering: {
    mutate: ['src/server/lib/numbering/numbering.ts'],
    tests: [
      'src/server/lib/numbering/numbering.test.ts',
      'src/server/registration-numbers.test.ts',
      'src/shared/document-number.test.ts',
    ],
  },
  audit: {
    mutate: ['src/server/lib/audit/audit.ts', 'src/server/lib/audit/canonical.ts', 'src/server/lib/audit/verify.ts'],
    tests: ['src/server/lib/audit/audit.test.ts'],
  },
  permissions: {
    mutate: ['src/shared/permissions.ts', 'src/server/plugins/auth.ts', 'src/server/plugins/identity-cache.ts'],
    tests: [
      'src/shared/permissions.test.ts',
      'src/server/authorization.test.ts',
      'src/server/plugins/identity-cache.test.ts',
      'src/server/modules/auth/auth.test.ts',
    ],
  },
  // The generated scope and version proofs and the scope rules, not the entries and outputs API
  // suites: with those, every mutant took minutes (docs/testing.md).
  records: {
    mutate: ['src/server/lib/records/*.ts', '!src/server/lib/records/*.test.ts'],
    tests: [
      'src/server/lib/records/registration-number.test.ts',
      'src/server/modules/documents.test.ts',
      'src/server/modules/documents-scope.test.ts',
      'src/server/db/record-access.test.ts',
    ],
  },
  attachments: {
    mutate: ['src/server/lib/attachments/{attachments,content-type,filename,routes,uploads,sweeper}.ts'],
    tests: [
      'src/server/lib/attachments/attachments.test.ts',
      'src/server/modules/entries/entries.attachments.test.ts',
      'src/server/modules/outputs/outputs.files.test.ts',
    ],
  },
};
