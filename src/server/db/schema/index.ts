export * from './auth';
export * from './configs';
export * from './offices';
export * from './users';
