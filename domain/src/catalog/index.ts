/** The catalogue: its record types, its data and the look-ups over it. */
export * from './types';
export * from './data';
export * from './lookup';
