export * from './audit';
export * from './auth';
export * from './catalogs';
export * from './configs';
export * from './offices';
export * from './users';
