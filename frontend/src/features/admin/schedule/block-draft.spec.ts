import { MESSAGES } from '@esthetics/domain';
import { blockBody, checkDraft, emptyDraft, shownField, type BlockDraft } from './block-draft';

const TZ = 'America/New_York';
const draft = (changes: Partial<BlockDraft>): BlockDraft => ({
  ...emptyDraft('2026-12-04'),
  ...changes,
});

describe('the time-off form', () => {
  it('starts on the given date, a whole day, weekly on that weekday', () => {
    expect(emptyDraft('2026-12-04')).toMatchObject({
      shape: 'days',
      start_date: '2026-12-04',
      end_date: '2026-12-04',
      weekday: '5', // a Friday
      note: '',
    });
  });

  it('sends only the fields of its shape, and the note when there is one', () => {
    expect(blockBody(draft({ shape: 'days', end_date: '2026-12-06', note: '  Away ' }))).toEqual({
      kind: 'once',
      start_date: '2026-12-04',
      end_date: '2026-12-06',
      note: 'Away',
    });
    expect(blockBody(draft({ shape: 'days', end_date: '' }))).toEqual({
      kind: 'once',
      start_date: '2026-12-04',
      end_date: '2026-12-04',
    });
    expect(
      blockBody(draft({ shape: 'part', start_time: '10:00', end_time: '12:30', note: 'Doctor' })),
    ).toEqual({
      kind: 'once',
      start_date: '2026-12-04',
      start_time: '10:00',
      end_time: '12:30',
      note: 'Doctor',
    });
    expect(blockBody(draft({ shape: 'weekly', weekday: '3', from: '12:00', to: '13:00' }))).toEqual(
      { kind: 'weekly', weekday: 3, from: '12:00', to: '13:00' },
    );
  });

  it("is checked with the domain's rules, the field at fault named", () => {
    expect(checkDraft(draft({ shape: 'part' }), TZ)).toMatchObject({ ok: true });
    expect(checkDraft(draft({ shape: 'part', start_time: '10:07' }), TZ)).toEqual({
      ok: false,
      message: MESSAGES.blockTimeInvalid,
      field: 'start_time',
    });
    expect(
      checkDraft(draft({ shape: 'part', start_time: '12:00', end_time: '11:00' }), TZ),
    ).toEqual({ ok: false, message: MESSAGES.blockEndsBeforeStart, field: 'end_time' });
    expect(checkDraft(draft({ shape: 'days', end_date: '2026-12-01' }), TZ)).toEqual({
      ok: false,
      message: MESSAGES.blockEndsBeforeStart,
      field: 'end_date',
    });
    expect(checkDraft(draft({ shape: 'weekly', from: '13:00', to: '12:00' }), TZ)).toEqual({
      ok: false,
      message: MESSAGES.blockEndsBeforeStart,
      field: 'to',
    });
    expect(checkDraft(draft({ start_date: '' }), TZ)).toMatchObject({
      ok: false,
      field: 'start_date',
    });
  });

  it("shows the server's refusal beside a field of the shape, else under the form", () => {
    expect(shownField('part', 'end_date')).toBe('end_time');
    expect(shownField('days', 'end_date')).toBe('end_date');
    expect(shownField('weekly', 'weekday')).toBe('weekday');
    expect(shownField('days', 'keep_appointments')).toBeUndefined();
    expect(shownField('weekly', undefined)).toBeUndefined();
  });
});
