/**
 * Moving an appointment in a dialog (the client's "Reschedule", the console's too): pick a free time
 * with the booking page's picker, review what the move means, confirm. The steps are a reducer and
 * the failures are data, so the dialog only renders them and the rules are tested without a browser.
 */
import { MESSAGES } from '@esthetics/domain';
import type { Refusal } from './terms';

/** The appointment's present date and time ("YYYY-MM-DD", "HH:MM"). */
export interface CurrentSlot {
  readonly date: string;
  readonly time: string;
}

/** The calls of a move: the client's preview and move, or the console's move alone. */
export interface MoveCalls {
  /** Checks the new time; answers what the review step says before the move is confirmed. */
  readonly review: (slot: CurrentSlot) => Promise<string>;
  /** Moves the appointment; answers the notice shown once it is done. */
  readonly apply: (slot: CurrentSlot) => Promise<string>;
}

/**
 * The free times a move may choose on `date`: the availability answer counts the appointment's own
 * time as free, but choosing it would move nothing (the server refuses it), so it is left out.
 */
export const movableTimes = (
  times: readonly string[],
  date: string,
  current: CurrentSlot,
): string[] => times.filter((t) => date !== current.date || t !== current.time);

export interface MoveState {
  readonly step: 'pick' | 'review';
  readonly date: string;
  readonly time: string;
  /** What the review step says before the move is confirmed. */
  readonly message: string;
  /** Why the last step failed, shown in the dialog; null when nothing failed. */
  readonly problem: string | null;
  /** The control the problem is about, when it is about one. */
  readonly field: 'date' | 'time' | null;
  /** Bumped when the free times must be read again (the chosen one was taken meanwhile). */
  readonly reread: number;
  /**
   * Where the focus goes after the last event that needs the client's eye (a new object each time,
   * so the dialog moves it once): the confirm button, the date, or the free times.
   */
  readonly focus: { readonly to: 'confirm' | 'date' | 'times' } | null;
}

export type MoveEvent =
  | { readonly type: 'date'; readonly date: string }
  | { readonly type: 'time'; readonly time: string }
  /** "Continue" with no time chosen. */
  | { readonly type: 'no_time' }
  /** The new time checked out: its message, for the review step. */
  | { readonly type: 'reviewed'; readonly message: string }
  | { readonly type: 'back' }
  | { readonly type: 'failed'; readonly refusal: Refusal };

/** The dialog opens on the appointment's own day, no time chosen yet. */
export const startMove = (current: CurrentSlot): MoveState => ({
  step: 'pick',
  date: current.date,
  time: '',
  message: '',
  problem: null,
  field: null,
  reread: 0,
  focus: null,
});

const fieldOf = (field: string | null): MoveState['field'] =>
  field === 'date' || field === 'time' ? field : null;

export function moveReducer(state: MoveState, event: MoveEvent): MoveState {
  switch (event.type) {
    case 'date':
      return { ...state, step: 'pick', date: event.date, time: '', problem: null, field: null };
    case 'time':
      return { ...state, time: event.time, problem: null, field: null };
    case 'no_time':
      return { ...state, problem: MESSAGES.selectTime, field: 'time', focus: { to: 'times' } };
    case 'reviewed':
      return {
        ...state,
        step: 'review',
        message: event.message,
        problem: null,
        field: null,
        focus: { to: 'confirm' },
      };
    case 'back':
      return { ...state, step: 'pick', problem: null, field: null, focus: { to: 'times' } };
    case 'failed': {
      const { refusal } = event;
      // Taken meanwhile: back to the picker, the time unchosen, the free times read again.
      if (refusal.code === 'slotTaken') {
        return {
          ...state,
          step: 'pick',
          time: '',
          problem: refusal.message,
          field: 'time',
          reread: state.reread + 1,
          focus: { to: 'times' },
        };
      }
      // A date or time the server will not take: back to the picker, beside that control.
      const field = fieldOf(refusal.field);
      if (field) {
        const to = field === 'date' ? 'date' : 'times';
        return { ...state, step: 'pick', problem: refusal.message, field, focus: { to } };
      }
      // Anything else (too late now, a network failure): said where the client is.
      const to = state.step === 'review' ? 'confirm' : 'times';
      return { ...state, problem: refusal.message, field: null, focus: { to } };
    }
  }
}
