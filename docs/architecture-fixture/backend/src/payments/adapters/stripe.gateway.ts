export const stripe = 'adapter';
