import { freeTimesState, type Read } from './free-times';

const pending = { status: 'pending', isFetching: true } as const;
const answered = <T>(data: T, isFetching = false): Read<T> => ({
  status: 'success',
  data,
  isFetching,
});
const failed = (isFetching: boolean) => ({ status: 'error', isFetching }) as const;
const nextDay = { date: '2026-12-02', times: ['10:00'] };

describe('the free times as the form shows them', () => {
  it('is idle until a date and a duration are chosen', () => {
    expect(freeTimesState(false, pending, pending)).toEqual({ status: 'idle' });
  });

  it('is loading while the day is read, and again while a failed read is tried again', () => {
    expect(freeTimesState(true, pending, pending)).toEqual({ status: 'loading' });
    expect(freeTimesState(true, failed(true), pending)).toEqual({ status: 'loading' });
  });

  it('is a failure once a read failed', () => {
    expect(freeTimesState(true, failed(false), pending)).toEqual({ status: 'error' });
  });

  it("lists the day's times without looking further", () => {
    expect(freeTimesState(true, answered(['09:00', '10:00']), answered(nextDay))).toEqual({
      status: 'ready',
      times: ['09:00', '10:00'],
    });
  });

  it('on a full day, says it is looking, then names the next free day or none', () => {
    expect(freeTimesState(true, answered([]), pending)).toEqual({
      status: 'ready',
      times: [],
      next: undefined,
    });
    expect(freeTimesState(true, answered([]), answered(nextDay))).toEqual({
      status: 'ready',
      times: [],
      next: nextDay,
    });
    expect(freeTimesState(true, answered([]), answered(null))).toEqual({
      status: 'ready',
      times: [],
      next: null,
    });
  });
});
