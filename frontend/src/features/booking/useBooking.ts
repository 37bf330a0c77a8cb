import { dateInZone, DEFAULT_TIME_ZONE, MESSAGES, type Catalog } from '@esthetics/domain';
import { useEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSiteData } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { withoutToken } from '../../api/request-options';
import type { Schemas } from '../../api/client';
import type { Notice } from '../../components/FormNotice';
import { useClient, type ClientContextValue } from '../client/ClientProvider';
import { dateProblem } from './availability';
import { bookingAccepted, bookingFailed, type BookingCreated } from './booking-api';
import {
  bookingFormReducer,
  durationOf,
  summaryOf,
  type BookingAction,
  type BookingTextField,
} from './booking-form';
import { checkBookingForm, toBookingRequest, type FormProblem } from './booking-request';
import {
  HISTORY_KEY,
  PENDING_KEY,
  restoredForm,
  restoredPending,
  saveInHistory,
} from './booking-history';
import { controlId, focusControl, invalidProps } from './form-controls';
import { $api } from '../../api/queries';
import { useCheckout } from './useCheckout';
import { useFreeTimes } from './useFreeTimes';

/** A logged-in client's details, to fill the empty contact fields. */
const prefill = (client: NonNullable<ClientContextValue['client']>): BookingAction => ({
  type: 'prefill',
  contact: {
    firstName: client.first_name,
    lastName: client.last_name,
    email: client.email,
    phone: client.phone,
  },
});

/**
 * The booking page's state over the owner's current menu (`catalog`): the form (kept in the history
 * entry), its problem and notice, the free times of the chosen day (a query), the request sent (a
 * mutation), and the deposit of a booking that needs one (its checkout, a mutation).
 */
export function useBooking(catalog: Catalog) {
  const [query] = useSearchParams();
  const site = useSiteData();
  const timeZone = site?.time_zone ?? DEFAULT_TIME_ZONE;
  const { client } = useClient();
  const reducer = useMemo(() => bookingFormReducer(catalog), [catalog]);
  const [form, dispatch] = useReducer(reducer, query, (q) => restoredForm(catalog, q));
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const sendBooking = $api.useMutation('post', '/api/bookings', undefined, queryClient);
  const [booked, setBooked] = useState<BookingCreated | null>(restoredPending);
  const checkout = useCheckout();
  const focusAfterRender = useRef<string | null>(null);
  const [waitlistOpen, setWaitlistOpen] = useState(false);

  const today = dateInZone(new Date(), timeZone);
  const duration = durationOf(catalog, form);
  const dateIssue = form.date ? dateProblem(form.date, today, site?.hours) : null;
  const { freeTimes, reread: rereadTimes } = useFreeTimes(
    form.date && !dateIssue ? form.date : null,
    duration,
    site?.hours,
    form.serviceIds,
  );

  useEffect(() => saveInHistory(HISTORY_KEY, form), [form]);

  // Back from the checkout, restored from the browser's page cache: the dialog is usable again.
  const resetCheckout = checkout.reset;
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) resetCheckout();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [resetCheckout]);

  useEffect(() => {
    if (client) dispatch(prefill(client));
  }, [client]);

  // A chosen time that is no longer free (other services, or taken meanwhile) is cleared.
  useEffect(() => {
    if (freeTimes.status === 'ready' && form.time && !freeTimes.times.includes(form.time)) {
      dispatch({ type: 'time', time: '' });
    }
  }, [freeTimes, form.time]);

  useEffect(() => {
    if (focusAfterRender.current) {
      focusControl(focusAfterRender.current);
      focusAfterRender.current = null;
    }
  });

  const showProblem = (p: FormProblem | null) => {
    setProblem(p);
    if (p) focusAfterRender.current = p.control;
  };

  /** The props of a text field: its value, its change, and its problem when it has one. */
  const text = (field: BookingTextField, control: string = field) => ({
    id: controlId(control),
    name: field,
    value: form[field],
    onChange: (e: { target: { value: string } }) =>
      dispatch({ type: 'text', field, value: e.target.value }),
    ...invalidProps(control, problem),
  });

  const resetForm = () => {
    dispatch({ type: 'reset' });
    setProblem(null);
    if (client) dispatch(prefill(client));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sendBooking.isPending) return;
    setNotice(null);
    const found = checkBookingForm(catalog, form, new Date());
    showProblem(found);
    if (found) return;
    const outcome = await sendBooking
      .mutateAsync({
        // group_size is left out (not undefined) while empty: JSON has no undefined.
        body: toBookingRequest(catalog, form) as Schemas['CreateBookingDto'],
        ...withoutToken,
      })
      .then(bookingAccepted, bookingFailed);
    switch (outcome.kind) {
      case 'requires_payment':
        checkout.reset();
        setBooked(outcome.booking);
        return;
      case 'booked':
        resetForm();
        setNotice({ kind: 'success', text: outcome.message });
        return;
      case 'slot_taken':
        // Keep everything but the time, and read the free times again.
        dispatch({ type: 'time', time: '' });
        rereadTimes();
        showProblem({
          message: `${outcome.message} ${MESSAGES.slotTakenRefreshed}`,
          control: 'time',
        });
        return;
      case 'error':
        if (outcome.control) showProblem({ message: outcome.message, control: outcome.control });
        else setNotice({ kind: 'error', text: outcome.message });
    }
  };

  const payNow = async () => {
    if (!booked || checkout.paying) return;
    await checkout.start(booked.booking_id, () => saveInHistory(PENDING_KEY, booked));
  };

  const payLater = () => {
    if (checkout.paying) return;
    saveInHistory(PENDING_KEY, null);
    setBooked(null);
    resetForm();
    setNotice({ kind: 'success', text: MESSAGES.payLaterNotice });
  };

  return {
    catalog,
    site,
    timeZone,
    today,
    form,
    dispatch,
    problem,
    text,
    price: summaryOf(catalog, form),
    duration,
    dateIssue,
    freeTimes,
    rereadTimes,
    notice,
    sending: sendBooking.isPending,
    submit,
    deposit: { booked, paying: checkout.paying, payError: checkout.error, payNow, payLater },
    /** "Join the waitlist", offered when the chosen day has no free time. */
    waitlist: {
      open: waitlistOpen,
      show: () => setWaitlistOpen(true),
      close: () => setWaitlistOpen(false),
    },
  };
}

export type Booking = ReturnType<typeof useBooking>;
