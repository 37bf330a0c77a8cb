import { DEFAULT_SCHEDULE, daySlots, type Interval, type Schedule } from '@esthetics/domain';
import fc from 'fast-check';
import { AVAILABILITY_ANSWERS, AvailabilityAnswers, SlotInputs } from './availability-answers';

const TZ = 'America/New_York';
const DATE = '2026-12-10';
const MINUTE_MS = 60_000;
const at = (iso: string) => new Date(`${DATE}T${iso}Z`);
const busyFrom = (start: string, end: string): Interval => ({ start: at(start), end: at(end) });

function inputs(over: Partial<SlotInputs> = {}): SlotInputs & { timeZone: string } {
  return {
    date: DATE,
    durationMinutes: 60,
    bufferMinutes: 10,
    busy: [busyFrom('16:00:00', '17:00:00')],
    now: at('13:05:30'),
    schedule: DEFAULT_SCHEDULE,
    timeZone: TZ,
    ...over,
  };
}

describe('AvailabilityAnswers', () => {
  let answers: AvailabilityAnswers;
  let computed: number;
  const ask = (i: SlotInputs & { timeZone: string }) =>
    answers.slots(i, () => {
      computed += 1;
      return daySlots(i);
    });

  beforeEach(() => {
    answers = new AvailabilityAnswers();
    computed = 0;
  });

  it('computes once for the same inputs within a minute and answers the same slots', () => {
    const first = ask(inputs());
    const again = ask(
      inputs({ now: at('13:05:59.999'), busy: [busyFrom('16:00:00', '17:00:00')] }),
    );
    expect(computed).toBe(1);
    expect(again).toEqual(daySlots(inputs({ now: at('13:05:59.999') })));
    expect(again).toBe(first);
  });

  it('computes again when what is busy, the schedule, the duration, the buffer or the date differ', () => {
    ask(inputs());
    ask(inputs({ busy: [busyFrom('16:00:00', '17:15:00')] }));
    ask(inputs({ busy: [] }));
    ask(inputs({ schedule: { ...DEFAULT_SCHEDULE } }));
    ask(inputs({ durationMinutes: 30 }));
    ask(inputs({ bufferMinutes: 0 }));
    ask(inputs({ date: '2026-12-11' }));
    expect(computed).toBe(7);
  });

  it("answers what the time off takes when the owner's schedule is read again", () => {
    const free = ask(inputs());
    const blocked: Schedule = {
      ...DEFAULT_SCHEDULE,
      blocks: [{ kind: 'once', startsAt: at('14:00:00'), endsAt: at('23:00:00') }],
    };
    const after = ask(inputs({ schedule: blocked }));
    expect(free.some((s) => s.available)).toBe(true);
    expect(after).not.toEqual(free);
    expect(after).toEqual(daySlots(inputs({ schedule: blocked })));
  });

  it('computes again in the next minute, and for the first millisecond of a minute on its own', () => {
    ask(inputs({ now: at('13:05:30') }));
    ask(inputs({ now: at('13:06:00') }));
    ask(inputs({ now: at('13:06:00.001') }));
    ask(inputs({ now: at('13:06:45') }));
    expect(computed).toBe(3);
  });

  it(`keeps at most ${AVAILABILITY_ANSWERS} answers, dropping the oldest`, () => {
    const small = new AvailabilityAnswers(2);
    let n = 0;
    const count = (i: SlotInputs & { timeZone: string }) =>
      small.slots(i, () => {
        n += 1;
        return daySlots(i);
      });
    count(inputs({ durationMinutes: 30 }));
    count(inputs({ durationMinutes: 45 }));
    count(inputs({ durationMinutes: 60 }));
    count(inputs({ durationMinutes: 45 }));
    count(inputs({ durationMinutes: 30 }));
    expect(n).toBe(4);
  });

  // What the key leans on: a kept answer is daySlots' own at any moment of the minute it was kept in.
  it("matches daySlots' own answer for any moment of the minute, with any notice and what is busy", () => {
    fc.assert(
      fc.property(
        // Minutes on the 15-minute step, where a start can turn too soon.
        fc.integer({ min: 0, max: (36 * 60) / 15 - 1 }).map((q) => q * 15),
        fc.oneof(fc.constant(0), fc.integer({ min: 1, max: MINUTE_MS - 1 })),
        fc.oneof(fc.constant(0), fc.integer({ min: 1, max: MINUTE_MS - 1 })),
        fc.integer({ min: 0, max: 4 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 20 * 60 }), fc.integer({ min: 1, max: 240 })), {
          maxLength: 4,
        }),
        (minuteOfDay, firstMs, ms, notice, spans) => {
          const schedule = { ...DEFAULT_SCHEDULE, minNoticeHours: notice };
          const dayStart = Date.parse(`${DATE}T05:00:00Z`) - 12 * 60 * MINUTE_MS;
          const minuteStart = dayStart + minuteOfDay * MINUTE_MS;
          const busy = spans.map(([from, length]) => ({
            start: new Date(dayStart + 12 * 60 * MINUTE_MS + from * MINUTE_MS),
            end: new Date(dayStart + 12 * 60 * MINUTE_MS + (from + length) * MINUTE_MS),
          }));
          const fresh = new AvailabilityAnswers();
          const keyed = inputs({ busy, schedule, now: new Date(minuteStart + firstMs) });
          fresh.slots(keyed, () => daySlots(keyed));
          const later = inputs({ busy, schedule, now: new Date(minuteStart + ms) });
          expect(fresh.slots(later, () => daySlots(later))).toEqual(daySlots(later));
        },
      ),
      { numRuns: 300 },
    );
  });
});
