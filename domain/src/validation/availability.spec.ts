import { MESSAGES } from '../messages';
import {
  availabilityDuration,
  DEFAULT_AVAILABILITY_DURATION,
  MAX_AVAILABILITY_DURATION,
} from './availability';

describe('availabilityDuration', () => {
  it('reads an absent duration as the default, and whole minutes written in digits as given', () => {
    expect(availabilityDuration(undefined)).toEqual({
      ok: true,
      value: DEFAULT_AVAILABILITY_DURATION,
    });
    expect(availabilityDuration('90')).toEqual({ ok: true, value: 90 });
    expect(availabilityDuration(' 075 ')).toEqual({ ok: true, value: 75 });
    expect(availabilityDuration('1')).toEqual({ ok: true, value: 1 });
    expect(availabilityDuration(String(MAX_AVAILABILITY_DURATION))).toEqual({
      ok: true,
      value: MAX_AVAILABILITY_DURATION,
    });
    expect(availabilityDuration(60)).toEqual({ ok: true, value: 60 });
  });

  it('reads a whole number written with a zero fraction (a JSON Schema integer) as that number', () => {
    expect(availabilityDuration('1.0')).toEqual({ ok: true, value: 1 });
    expect(availabilityDuration('90.00')).toEqual({ ok: true, value: 90 });
  });

  it.each([
    ['abc'],
    ['1.5'],
    ['1.05'],
    ['1.'],
    ['1e2'],
    ['0x10'],
    ['+5'],
    [''],
    ['  '],
    [['60', '30']],
    [{ a: 1 }],
    [null],
    [true],
    [1.5],
    [NaN],
    ['1234567890'],
  ])('refuses %j as not a whole number of minutes', (raw) => {
    expect(availabilityDuration(raw)).toEqual({
      ok: false,
      code: 'durationNotWhole',
      message: MESSAGES.durationNotWhole,
      field: 'duration',
    });
  });

  it.each([['0'], ['-0'], ['-30'], [0]])('refuses %j as shorter than a minute', (raw) => {
    expect(availabilityDuration(raw)).toEqual({
      ok: false,
      code: 'durationTooShort',
      message: MESSAGES.durationTooShort,
      field: 'duration',
    });
  });

  it('refuses more than the longest duration, naming it', () => {
    expect(availabilityDuration(String(MAX_AVAILABILITY_DURATION + 1))).toEqual({
      ok: false,
      code: 'durationTooLong',
      message: 'duration must be at most 720 minutes',
      field: 'duration',
    });
    expect(availabilityDuration('999999999')).toMatchObject({ code: 'durationTooLong' });
  });
});
