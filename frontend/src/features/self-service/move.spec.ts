import { MESSAGES } from '@esthetics/domain';
import { movableTimes, moveReducer, startMove, type MoveState } from './move';
import type { Refusal } from './terms';

const CURRENT = { date: '2026-12-01', time: '10:00' };

const refusal = (code: string | null, message: string, field: string | null = null): Refusal => ({
  code,
  message,
  field,
});

/** The state after `events`, from the dialog's start. */
const after = (...events: Parameters<typeof moveReducer>[1][]): MoveState =>
  events.reduce(moveReducer, startMove(CURRENT));

describe('movableTimes', () => {
  it("leaves out the appointment's own time on its own day only", () => {
    expect(movableTimes(['09:00', '10:00', '11:00'], '2026-12-01', CURRENT)).toEqual([
      '09:00',
      '11:00',
    ]);
    expect(movableTimes(['09:00', '10:00'], '2026-12-02', CURRENT)).toEqual(['09:00', '10:00']);
  });
});

describe('moveReducer', () => {
  it("starts on the appointment's day with no time chosen", () => {
    expect(startMove(CURRENT)).toMatchObject({ step: 'pick', date: '2026-12-01', time: '' });
  });

  it('a new date clears the time; a time chosen clears a problem and leaves the focus alone', () => {
    const state = after({ type: 'time', time: '11:00' }, { type: 'date', date: '2026-12-04' });
    expect(state).toMatchObject({ date: '2026-12-04', time: '' });
    const asked = after({ type: 'no_time' });
    expect(asked).toMatchObject({ problem: MESSAGES.selectTime, field: 'time' });
    expect(asked.focus).toEqual({ to: 'times' });
    const chosen = moveReducer(asked, { type: 'time', time: '11:00' });
    expect(chosen).toMatchObject({ time: '11:00', problem: null, field: null });
    // The same object: the dialog does not move the focus again while the client picks.
    expect(chosen.focus).toBe(asked.focus);
  });

  it('reviews the chosen time with its message, and goes back keeping it', () => {
    const review = after({ type: 'time', time: '11:00' }, { type: 'reviewed', message: 'Free.' });
    expect(review).toMatchObject({
      step: 'review',
      time: '11:00',
      message: 'Free.',
      focus: { to: 'confirm' },
    });
    expect(moveReducer(review, { type: 'back' })).toMatchObject({
      step: 'pick',
      time: '11:00',
      focus: { to: 'times' },
    });
  });

  it('a time taken meanwhile goes back to the picker, unchosen, and rereads the free times', () => {
    const review = after({ type: 'time', time: '11:00' }, { type: 'reviewed', message: 'Free.' });
    const taken = moveReducer(review, {
      type: 'failed',
      refusal: refusal('slotTaken', MESSAGES.slotTaken, 'time'),
    });
    expect(taken).toMatchObject({
      step: 'pick',
      time: '',
      problem: MESSAGES.slotTaken,
      field: 'time',
      reread: review.reread + 1,
      focus: { to: 'times' },
    });
  });

  it('a date or time the server refuses goes back to the picker beside that control', () => {
    const review = after({ type: 'time', time: '10:00' }, { type: 'reviewed', message: 'Free.' });
    const same = moveReducer(review, {
      type: 'failed',
      refusal: refusal('rescheduleSameTime', MESSAGES.rescheduleSameTime, 'time'),
    });
    expect(same).toMatchObject({ step: 'pick', time: '10:00', field: 'time', reread: 0 });
    const closed = moveReducer(review, {
      type: 'failed',
      refusal: refusal('closedDay', MESSAGES.closedDay, 'date'),
    });
    expect(closed).toMatchObject({ step: 'pick', field: 'date', focus: { to: 'date' } });
    expect(same.problem).toBe(MESSAGES.rescheduleSameTime);
  });

  it('any other refusal is said where the client is, about no control', () => {
    const review = after({ type: 'time', time: '11:00' }, { type: 'reviewed', message: 'Free.' });
    const late = moveReducer(review, {
      type: 'failed',
      refusal: refusal('rescheduleTooLate', MESSAGES.rescheduleTooLate),
    });
    expect(late).toMatchObject({
      step: 'review',
      problem: MESSAGES.rescheduleTooLate,
      field: null,
      focus: { to: 'confirm' },
    });
  });
});
