export * from './treatments';
export * from './safety-flags';
