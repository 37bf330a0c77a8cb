import {
  ADD_ONS,
  BOOKING_PACKAGES,
  dateInZone,
  DEPOSIT_PERCENT,
  DEFAULT_TIME_ZONE,
  formatCents,
  formatDateTimeLong,
  formatPrice,
  formatTime12h,
  MAX_GROUP_SIZE,
  MESSAGES,
  MIN_GROUP_SIZE,
  SERVICE_LOCATION_LABELS,
  type Service,
  type ServiceLocation,
} from '@esthetics/domain';
import { useEffect, useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../api/client';
import { useSiteData } from '../../api/hooks';
import { Dialog } from '../../components/Dialog';
import { FormNotice } from '../../components/FormNotice';
import { PageHeader } from '../../components/PageHeader';
import { telHref } from '../../components/tel';
import { useClient } from '../../features/client/ClientProvider';
import { dateProblem, formatDay, LOOK_AHEAD_DAYS } from '../../features/booking/availability';
import {
  startCheckout,
  submitBooking,
  type BookingCreated,
} from '../../features/booking/booking-api';
import {
  bookingFormReducer,
  checkBookingForm,
  durationOf,
  EMPTY_BOOKING_FORM,
  formFromQuery,
  selectableServices,
  selectedPackage,
  summaryOf,
  toBookingRequest,
  type BookingFormState,
  type BookingTextField,
  type FormProblem,
} from '../../features/booking/booking-form';
import { BookingSummary } from './BookingSummary';
import { useFreeTimes } from './useFreeTimes';
import './booking.css';

const LOCATIONS: { id: ServiceLocation; hint: string }[] = [
  { id: 'clinic', hint: 'Facials and waxing in our studio' },
  { id: 'mobile', hint: 'We bring the spa to you' },
  { id: 'corporate', hint: 'Wellness for your team' },
];

const CATEGORY_TITLES: Record<Service['category'], string> = {
  facial: 'Facials',
  waxing: 'Waxing',
  mobile: 'Mobile services',
  corporate: 'Corporate services',
};

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** The form is kept in the page's history entry, so Back (from the checkout, say) restores it. */
const HISTORY_KEY = 'bookingForm';

function restoredForm(query: URLSearchParams): BookingFormState {
  const saved: unknown = (window.history.state as Record<string, unknown> | null)?.[HISTORY_KEY];
  if (saved && typeof saved === 'object') return { ...EMPTY_BOOKING_FORM, ...saved };
  return formFromQuery(query);
}

/** A booking sent to the checkout: coming Back to this page offers its deposit again, not a new one. */
const PENDING_KEY = 'bookingAwaitingDeposit';

function saveInHistory(key: string, value: unknown) {
  const state = (window.history.state as Record<string, unknown> | null) ?? {};
  window.history.replaceState({ ...state, [key]: value }, '');
}

function restoredPending(): BookingCreated | null {
  const saved = (window.history.state as Record<string, unknown> | null)?.[PENDING_KEY];
  if (!saved || typeof saved !== 'object') return null;
  const booking = saved as BookingCreated;
  return new Date(booking.hold_expires_at).getTime() > Date.now() ? booking : null;
}

const controlId = (control: string) => `booking-${control}`;

/** Moves focus to a form control (or the first input of a group) and brings it into view. */
function focusControl(control: string) {
  const el = document.getElementById(controlId(control));
  if (!el) return;
  const target =
    el instanceof HTMLInputElement ||
    el instanceof HTMLTextAreaElement ||
    el instanceof HTMLSelectElement
      ? el
      : (el.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled])') ?? el);
  target.focus();
  target.scrollIntoView({ block: 'center', behavior: 'auto' });
}

function FieldError({ control, problem }: { control: string; problem: FormProblem | null }) {
  if (problem?.control !== control) return null;
  return (
    <p id={`${controlId(control)}-error`} className="field-error">
      {problem.message}
    </p>
  );
}

export default function BookingPage() {
  const [query] = useSearchParams();
  const site = useSiteData();
  const timeZone = site?.time_zone ?? DEFAULT_TIME_ZONE;
  const { client } = useClient();
  const [form, dispatch] = useReducer(bookingFormReducer, query, restoredForm);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [sending, setSending] = useState(false);
  const [booked, setBooked] = useState<BookingCreated | null>(restoredPending);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const [slotsVersion, setSlotsVersion] = useState(0);
  const focusAfterRender = useRef<string | null>(null);

  const today = dateInZone(new Date(), timeZone);
  const price = summaryOf(form);
  const duration = durationOf(form);
  const dateIssue = form.date ? dateProblem(form.date, today, site?.hours) : null;
  const freeTimes = useFreeTimes(
    form.date && !dateIssue ? form.date : null,
    duration,
    slotsVersion,
    site?.hours,
  );
  const pkg = selectedPackage(form);
  const services = selectableServices(form);

  useEffect(() => saveInHistory(HISTORY_KEY, form), [form]);

  // Back from the checkout, restored from the browser's page cache: the dialog is usable again.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) setPaying(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  // A logged-in client's details fill the empty contact fields.
  useEffect(() => {
    if (!client) return;
    dispatch({
      type: 'prefill',
      contact: {
        firstName: client.first_name,
        lastName: client.last_name,
        email: client.email,
        phone: client.phone,
      },
    });
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

  const text = (field: BookingTextField, control: string = field) => ({
    id: controlId(control),
    name: field,
    value: form[field],
    onChange: (e: { target: { value: string } }) =>
      dispatch({ type: 'text', field, value: e.target.value }),
    'aria-invalid': problem?.control === control || undefined,
    'aria-describedby': problem?.control === control ? `${controlId(control)}-error` : undefined,
  });

  const invalidGroup = (control: string) => ({
    'aria-invalid': problem?.control === control || undefined,
    'aria-describedby': problem?.control === control ? `${controlId(control)}-error` : undefined,
  });

  const resetForm = () => {
    dispatch({ type: 'reset' });
    setProblem(null);
    if (client) {
      dispatch({
        type: 'prefill',
        contact: {
          firstName: client.first_name,
          lastName: client.last_name,
          email: client.email,
          phone: client.phone,
        },
      });
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    setNotice(null);
    const found = checkBookingForm(form, new Date());
    showProblem(found);
    if (found) return;
    setSending(true);
    const outcome = await submitBooking(api, toBookingRequest(form));
    setSending(false);
    switch (outcome.kind) {
      case 'requires_payment':
        setPayError(null);
        setBooked(outcome.booking);
        return;
      case 'booked':
        resetForm();
        setNotice({ kind: 'success', text: outcome.message });
        return;
      case 'slot_taken':
        // Keep everything but the time, and read the free times again.
        dispatch({ type: 'time', time: '' });
        setSlotsVersion((v) => v + 1);
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
    if (!booked || paying) return;
    setPaying(true);
    setPayError(null);
    const outcome = await startCheckout(api, booked.booking_id, window.location.origin);
    if (outcome.ok) {
      saveInHistory(PENDING_KEY, booked);
      window.location.assign(outcome.checkoutUrl);
      return;
    }
    setPaying(false);
    setPayError(outcome.message);
  };

  const payLater = () => {
    if (paying) return;
    saveInHistory(PENDING_KEY, null);
    setBooked(null);
    resetForm();
    setNotice({ kind: 'success', text: MESSAGES.payLaterNotice });
  };

  const groupLabel = form.location === 'corporate' ? 'Number of participants' : 'Group size';
  const needsAddress = form.location !== 'clinic';

  return (
    <>
      <PageHeader eyebrow="Booking" title="Book an Appointment">
        Choose your treatment, pick a free time and pay a {DEPOSIT_PERCENT}% deposit to confirm. The
        balance is due at your appointment.
      </PageHeader>
      <section className="section">
        <div className="container booking-layout">
          <form
            id="booking-form"
            className="form booking-form"
            onSubmit={submit}
            noValidate
            aria-label="Booking"
          >
            <fieldset className="booking-step">
              <legend>1. What would you like?</legend>
              <div className="segmented" role="radiogroup" aria-label="Booking type">
                {(
                  [
                    ['services', 'Individual services'],
                    ['package', 'Package deal'],
                  ] as const
                ).map(([mode, label]) => (
                  <label key={mode} className={form.mode === mode ? 'is-checked' : undefined}>
                    <input
                      type="radio"
                      name="mode"
                      value={mode}
                      checked={form.mode === mode}
                      onChange={() => dispatch({ type: 'mode', mode })}
                    />
                    {label}
                  </label>
                ))}
              </div>

              {form.mode === 'services' ? (
                <fieldset className="choice-group" id={controlId('location')}>
                  <legend>Where</legend>
                  <div className="choice-grid choice-grid--3">
                    {LOCATIONS.map((loc) => (
                      <label key={loc.id} className="choice">
                        <input
                          type="radio"
                          name="location"
                          value={loc.id}
                          checked={form.location === loc.id}
                          onChange={() => dispatch({ type: 'location', location: loc.id })}
                        />
                        <span>
                          <strong>{SERVICE_LOCATION_LABELS[loc.id]}</strong>
                          <small>{loc.hint}</small>
                        </span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              ) : (
                <fieldset
                  className="choice-group"
                  id={controlId('package')}
                  tabIndex={-1}
                  {...invalidGroup('package')}
                >
                  <legend>Package deal</legend>
                  <p className="hint">Package deals are booked at our clinic and paid in full.</p>
                  <div className="choice-grid">
                    {BOOKING_PACKAGES.map((p) => (
                      <label key={p.id} className="choice">
                        <input
                          type="radio"
                          name="package"
                          value={p.id}
                          checked={form.packageId === p.id}
                          onChange={() => dispatch({ type: 'package', id: p.id })}
                        />
                        <span>
                          <strong>
                            {p.name} <span className="price">{formatPrice(p.budgetCents)}</span>
                          </strong>
                          <small>
                            Save {formatPrice(p.savingsCents)} · valid {p.validMonths} months · up
                            to {p.maxServices} services
                          </small>
                        </span>
                      </label>
                    ))}
                  </div>
                  <FieldError control="package" problem={problem} />
                  {pkg && (
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => dispatch({ type: 'package', id: null })}
                    >
                      Cancel package
                    </button>
                  )}
                </fieldset>
              )}

              <fieldset
                className="choice-group"
                id={controlId('services')}
                tabIndex={-1}
                {...invalidGroup('services')}
              >
                <legend>
                  {form.mode === 'package' ? 'Services for your package' : 'Services'}
                </legend>
                {form.mode === 'package' && !pkg ? (
                  <p className="hint">Choose a package deal to see its services.</p>
                ) : (
                  <ServiceChoices
                    services={services}
                    chosen={form.serviceIds}
                    inPackage={form.mode === 'package'}
                    onToggle={(id) => dispatch({ type: 'toggleService', id })}
                  />
                )}
                {pkg && (
                  <p className="hint">
                    {pkg.name}: up to {pkg.maxServices} services over {pkg.validMonths} months.
                  </p>
                )}
                <FieldError control="services" problem={problem} />
              </fieldset>

              <fieldset className="choice-group" id={controlId('addOns')}>
                <legend>Add-ons</legend>
                <div className="choice-grid choice-grid--compact">
                  {ADD_ONS.map((a) => (
                    <label key={a.id} className="choice choice--check">
                      <input
                        type="checkbox"
                        name="add_ons"
                        value={a.id}
                        checked={form.addOnIds.includes(a.id)}
                        onChange={() => dispatch({ type: 'toggleAddOn', id: a.id })}
                      />
                      <span>
                        <strong>{a.name}</strong>
                        <small>
                          {formatPrice(a.priceCents)} · {a.durationMinutes} min
                        </small>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </fieldset>

            <fieldset className="booking-step">
              <legend>2. Who and where</legend>
              <div className="form-row">
                <Field label={groupLabel} control="groupSize" problem={problem}>
                  <input
                    {...text('groupSize')}
                    type="number"
                    inputMode="numeric"
                    min={MIN_GROUP_SIZE}
                    max={MAX_GROUP_SIZE}
                    step={1}
                  />
                </Field>
                {form.location === 'corporate' && (
                  <Field label="Company name" control="companyName" problem={problem}>
                    <input {...text('companyName')} autoComplete="organization" />
                  </Field>
                )}
              </div>
              {needsAddress && (
                <Field label="Service address" control="address" problem={problem}>
                  <input {...text('address')} autoComplete="street-address" />
                </Field>
              )}
            </fieldset>

            <fieldset className="booking-step">
              <legend>3. When</legend>
              <Field
                label="Date"
                control="date"
                problem={problem}
                hint="We are open Monday to Saturday."
              >
                <input
                  id={controlId('date')}
                  name="date"
                  type="date"
                  min={today}
                  value={form.date}
                  onChange={(e) => dispatch({ type: 'date', date: e.target.value })}
                  aria-invalid={problem?.control === 'date' || Boolean(dateIssue) || undefined}
                  aria-describedby={
                    dateIssue
                      ? 'booking-date-issue'
                      : problem?.control === 'date'
                        ? 'booking-date-error'
                        : undefined
                  }
                />
              </Field>
              {dateIssue && problem?.control !== 'date' && (
                <p id="booking-date-issue" className="field-error">
                  {dateIssue}
                </p>
              )}
              <fieldset
                className="choice-group"
                id={controlId('time')}
                tabIndex={-1}
                {...invalidGroup('time')}
              >
                <legend>Time</legend>
                <TimeChoices
                  state={freeTimes}
                  hasDuration={duration > 0}
                  hasDate={Boolean(form.date) && !dateIssue}
                  chosen={form.time}
                  onChoose={(time) => dispatch({ type: 'time', time })}
                  onChooseDay={(date) => dispatch({ type: 'date', date })}
                  onRetry={() => setSlotsVersion((v) => v + 1)}
                  date={form.date}
                  phone={site?.phone}
                />
                <FieldError control="time" problem={problem} />
              </fieldset>
            </fieldset>

            <fieldset className="booking-step">
              <legend>4. Your details</legend>
              <div className="form-row">
                <Field label="First name" control="firstName" problem={problem}>
                  <input {...text('firstName')} autoComplete="given-name" />
                </Field>
                <Field label="Last name" control="lastName" problem={problem}>
                  <input {...text('lastName')} autoComplete="family-name" />
                </Field>
              </div>
              <div className="form-row">
                <Field label="Email" control="email" problem={problem}>
                  <input {...text('email')} type="email" autoComplete="email" />
                </Field>
                <Field label="Phone" control="phone" problem={problem}>
                  <input {...text('phone')} type="tel" autoComplete="tel" />
                </Field>
              </div>
              <Field label="Notes (optional)" control="notes" problem={problem}>
                <textarea {...text('notes')} rows={3} />
              </Field>
              <label className="check">
                <input
                  type="checkbox"
                  name="add_to_calendar"
                  checked={form.addToCalendar}
                  onChange={(e) => dispatch({ type: 'addToCalendar', value: e.target.checked })}
                />
                Send me a calendar invitation
              </label>
              {form.addToCalendar && (
                <Field
                  label="Calendar email (optional)"
                  control="calendarEmail"
                  problem={problem}
                  hint="Leave empty to use your email above."
                >
                  <input {...text('calendarEmail')} type="email" autoComplete="email" />
                </Field>
              )}
            </fieldset>
          </form>
          <div className="booking-side">
            <BookingSummary price={price} />
          </div>
          <div className="booking-actions">
            <FormNotice notice={notice} />
            <button
              type="submit"
              form="booking-form"
              className="btn btn--accent booking-submit"
              disabled={sending}
            >
              {sending ? 'Sending your request…' : 'Request Appointment'}
            </button>
          </div>
        </div>
      </section>

      <Dialog open={booked !== null} title={MESSAGES.depositDialogTitle} onClose={payLater}>
        {booked && (
          <DepositDetails booking={booked} timeZone={timeZone}>
            {payError && (
              <p className="notice notice--error" role="alert">
                {payError}
              </p>
            )}
            <div className="btn-row">
              <button
                type="button"
                className="btn btn--accent"
                onClick={payNow}
                disabled={paying}
                autoFocus
              >
                {paying
                  ? 'Opening secure checkout…'
                  : `Pay ${formatCents(booked.deposit_amount_cents)} deposit`}
              </button>
              <button type="button" className="btn btn--ghost" onClick={payLater} disabled={paying}>
                Pay later
              </button>
            </div>
            {site && (
              <p className="hint">
                Questions? Call us at <a href={telHref(site.phone)}>{site.phone}</a>.
              </p>
            )}
          </DepositDetails>
        )}
      </Dialog>
    </>
  );
}

function Field({
  label,
  control,
  problem,
  hint,
  children,
}: {
  label: string;
  control: string;
  problem: FormProblem | null;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={controlId(control)}>{label}</label>
      {children}
      {hint && <span className="hint">{hint}</span>}
      <FieldError control={control} problem={problem} />
    </div>
  );
}

function ServiceChoices({
  services,
  chosen,
  inPackage,
  onToggle,
}: {
  services: readonly Service[];
  chosen: readonly string[];
  inPackage: boolean;
  onToggle: (id: string) => void;
}) {
  const categories = [...new Set(services.map((s) => s.category))];
  return (
    <>
      {categories.map((category) => (
        <div key={category} className="service-category">
          {categories.length > 1 && <h3>{CATEGORY_TITLES[category]}</h3>}
          <div className="choice-grid">
            {services
              .filter((s) => s.category === category)
              .map((s) => (
                <label key={s.id} className="choice choice--check">
                  <input
                    type="checkbox"
                    name="services"
                    value={s.id}
                    checked={chosen.includes(s.id)}
                    onChange={() => onToggle(s.id)}
                  />
                  <span>
                    <strong>{s.name}</strong>
                    <small>
                      {s.durationMinutes} min
                      {!inPackage && (
                        <>
                          {' · '}
                          {formatPrice(s.priceCents)}
                          {s.perPerson && ' per person'}
                          {s.minPersons > 1 && ` (min ${s.minPersons})`}
                        </>
                      )}
                    </small>
                  </span>
                </label>
              ))}
          </div>
        </div>
      ))}
    </>
  );
}

function TimeChoices({
  state,
  hasDuration,
  hasDate,
  chosen,
  date,
  phone,
  onChoose,
  onChooseDay,
  onRetry,
}: {
  state: ReturnType<typeof useFreeTimes>;
  hasDuration: boolean;
  hasDate: boolean;
  chosen: string;
  date: string;
  phone: string | undefined;
  onChoose: (time: string) => void;
  onChooseDay: (date: string) => void;
  onRetry: () => void;
}) {
  if (!hasDuration)
    return <p className="hint">Choose your services first to see the free times.</p>;
  if (!hasDate) return <p className="hint">Choose a date to see the free times.</p>;
  if (state.status === 'idle' || state.status === 'loading') {
    return (
      <p className="state" role="status">
        <span className="spinner" aria-hidden="true" />
        Finding free times…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="state state--error" role="alert">
        <p>{MESSAGES.slotsLoadFailed}</p>
        <button type="button" className="btn btn--small" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (state.times.length === 0) {
    return (
      <div className="no-times" aria-live="polite">
        <p>{MESSAGES.noSlotsOnDay(formatDay(date))}</p>
        {state.next === undefined ? (
          <p role="status">
            <span className="spinner" aria-hidden="true" />
            Looking for the next free day…
          </p>
        ) : state.next === null ? (
          <p>{MESSAGES.noSlotsSoon(LOOK_AHEAD_DAYS, phone ?? 'us')}</p>
        ) : (
          <p>
            {MESSAGES.nextFreeDay(formatDay(state.next.date))}{' '}
            <button
              type="button"
              className="btn btn--small"
              onClick={() => onChooseDay(state.next!.date)}
            >
              Show {formatDay(state.next.date)}
            </button>
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="time-grid">
      {state.times.map((time) => (
        <label key={time} className={chosen === time ? 'time-chip is-checked' : 'time-chip'}>
          <input
            type="radio"
            name="time"
            value={time}
            checked={chosen === time}
            onChange={() => onChoose(time)}
          />
          {formatTime12h(time)}
        </label>
      ))}
    </div>
  );
}

function DepositDetails({
  booking,
  timeZone,
  children,
}: {
  booking: BookingCreated;
  timeZone: string;
  children: ReactNode;
}) {
  return (
    <div className="deposit-details">
      <p>
        We have received your request for{' '}
        <strong>
          {formatDay(booking.appointment_date)} at {formatTime12h(booking.appointment_time)}
        </strong>
        .
      </p>
      <dl className="summary-lines">
        <div className="summary-deposit">
          <dt>Deposit to pay now</dt>
          <dd data-testid="dialog-deposit">{formatCents(booking.deposit_amount_cents)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd data-testid="dialog-total">{formatCents(booking.total_amount_cents)}</dd>
        </div>
        <div>
          <dt>Balance due at your appointment</dt>
          <dd>{formatCents(booking.total_amount_cents - booking.deposit_amount_cents)}</dd>
        </div>
      </dl>
      <p>{MESSAGES.holdNotice(formatDateTimeLong(new Date(booking.hold_expires_at), timeZone))}</p>
      {children}
    </div>
  );
}
