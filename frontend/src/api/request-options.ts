import { throwApiErrors } from './errors';
import { bearer } from './token';

/**
 * The request options of the client's own calls: its token, and error answers thrown as ApiError.
 * openapi-react-query puts them in the query key, so another token is another cache entry.
 */
export const withToken = (token: string) => ({
  headers: bearer(token),
  middleware: [throwApiErrors],
});

/** The request options of the public calls of the area (login, register, checkout). */
export const withoutToken = { middleware: [throwApiErrors] };
