/** The catalogue: its record types, its data, the look-ups over it and the checks of the owner's edits. */
export * from './types';
export * from './data';
export * from './lookup';
export { MENU_LIMITS } from './menu-fields';
export * from './menu-items';
export * from './menu-edits';
