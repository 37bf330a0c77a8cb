import { QueryClient } from '@tanstack/react-query';
import createQueryClient from 'openapi-react-query';
import { api } from '../../api/client';

/**
 * Typed TanStack Query hooks over the site's one API client, for the booking flow: the booking page
 * and the payment pages the checkout returns to (their chunks only; the home page never loads them).
 */
export const $booking = createQueryClient(api);

/**
 * The booking flow's cache of server state. Free times and payment statuses change under the
 * visitor's feet: each read goes to the server when the page asks for it and is not kept once no
 * screen shows it, nothing is read again behind the page's back (focus, reconnect), and a failure is
 * shown as it is (the page offers "Try again").
 */
export const bookingQueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, gcTime: 0, refetchOnWindowFocus: false, refetchOnReconnect: false },
    mutations: { retry: false },
  },
});
