import type { Catalog } from '@esthetics/domain';
import { useReducer, useRef, useEffect, useState, type FormEvent } from 'react';
import { queryClient } from '../../api/query-client';
import { withoutToken } from '../../api/request-options';
import type { Site } from '../../api/client';
import type { Notice } from '../../components/FormNotice';
import { ApiError } from '../../api/errors';
import { linkFailed } from '../waitlist/offer';
import type { BookingFormState } from './booking-form';
import type { FormProblem } from './booking-request';
import { $api } from '../../api/queries';
import {
  checkWaitlistForm,
  toWaitlistRequest,
  waitlistControlOf,
  rangeTimes,
  waitlistFormFrom,
  waitlistFormReducer,
  type WaitlistTextField,
} from './waitlist-form';

/** The id of a control of the waitlist form. */
export const waitlistControlId = (control: string) => `waitlist-${control}`;

/**
 * The waitlist form's state (opened from the booking form: its contact details, services and day),
 * its problem, and the join request (POST /api/waitlist, a mutation) with the server's answer.
 */
export function useWaitlistJoin(
  catalog: Catalog,
  booking: BookingFormState,
  site: Site | undefined,
) {
  const [form, dispatch] = useReducer(waitlistFormReducer, booking, (b) =>
    waitlistFormFrom(b, rangeTimes(site?.hours)),
  );
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const join = $api.useMutation('post', '/api/waitlist', undefined, queryClient);
  const focusAfterRender = useRef<string | null>(null);
  const serviceIds = booking.serviceIds;

  useEffect(() => {
    if (!focusAfterRender.current) return;
    const el = document.getElementById(waitlistControlId(focusAfterRender.current));
    const target = el?.matches('input, select') ? el : el?.querySelector('input, select, button');
    (target as HTMLElement | null | undefined)?.focus();
    focusAfterRender.current = null;
  });

  const showProblem = (p: FormProblem | null) => {
    setProblem(p);
    if (p) focusAfterRender.current = p.control;
  };

  /** The props of a text field: its value, its change, and its problem when it has one. */
  const text = (field: WaitlistTextField) => ({
    id: waitlistControlId(field),
    name: field,
    value: form[field],
    onChange: (e: { target: { value: string } }) =>
      dispatch({ type: 'text', field, value: e.target.value }),
    ...invalid(field),
  });

  const invalid = (control: string) => ({
    'aria-invalid': problem?.control === control || undefined,
    'aria-describedby':
      problem?.control === control ? `${waitlistControlId(control)}-error` : undefined,
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (join.isPending) return;
    setNotice(null);
    const found = checkWaitlistForm(form, serviceIds, {
      now: new Date(),
      catalog,
      timeZone: site?.time_zone,
      hours: site?.hours,
    });
    showProblem(found);
    if (found) return;
    try {
      const answer = await join.mutateAsync({
        body: toWaitlistRequest(form, serviceIds),
        ...withoutToken,
      });
      setNotice({ kind: 'success', text: answer.message });
    } catch (error) {
      if (error instanceof ApiError && error.field) {
        showProblem({
          message: linkFailed(error).message,
          control: waitlistControlOf(error.field),
        });
      } else {
        setNotice({ kind: 'error', text: linkFailed(error).message });
      }
    }
  };

  return {
    form,
    dispatch,
    problem,
    invalid,
    text,
    notice,
    joined: notice?.kind === 'success',
    sending: join.isPending,
    submit,
  };
}
