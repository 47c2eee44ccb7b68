export * from './audit';
export * from './auth';
export * from './catalogs';
export * from './configs';
export * from './notifications';
export * from './offices';
export * from './realtime';
export * from './users';
