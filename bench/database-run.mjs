/* global fetch -- Node (eslint.config.mjs gives node globals to frontend/scripts and tools only) */
/** One database's run, every figure of its table. */
import { load, median, medianOf, rssMb, share, shortName } from './measure.mjs';
import { fmtMs } from './report.mjs';
import { hourlySlots, startApp, startBookingCeiling, startCeiling } from './servers.mjs';
import {
  AVAILABILITY_WITH_TIME_OFF,
  BOOKING_WORKERS,
  BUFFERED_SERVICE,
  CONTENTION_REQUESTS,
  CONTENTION_SLOTS,
  ROUNDS,
  SERVICE,
  TIME_OFF_BLOCKS,
  log,
  sleep,
} from './settings.mjs';
import {
  bookDistinctSlots,
  contention,
  freeSlots,
  loginLoad,
  seedTimeOff,
  weekdays,
} from './workload.mjs';

/** One database's run: start-up, every endpoint beside the ceiling, bookings, contention, memory. */
export async function benchDatabase(label, database) {
  log(`\n== ${label} ==`);
  const ceiling = await startCeiling();
  const app = await startApp(database);
  try {
    await sleep(1000);
    const rssStart = rssMb(app.pid);
    log(
      `start-up to a healthy /api/health: ${(app.startupMs / 1000).toFixed(1)} s; RSS ${rssStart} MB`,
    );

    const rows = [];
    const row = (name, figures) => {
      rows.push({ name, ...figures });
      log(
        `  ${name.padEnd(44)} ${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${fmtMs(figures.p50)}  p99 ${fmtMs(figures.p99)}` +
          (figures.share !== undefined
            ? `  ${(figures.share * 100).toFixed(0)} % of its ceiling`
            : '') +
          (figures.non2xx ? `  non-2xx ${figures.non2xx}` : '') +
          (figures.errors ? `  errors ${figures.errors}` : ''),
      );
    };

    const days = weekdays(400);
    const blockedDate = await seedTimeOff(app.url);
    log(`  ${TIME_OFF_BLOCKS} blocks of time off in the month of ${blockedDate}, 15-minute starts`);
    const reads = [
      ['GET /api/site', `${app.url}/api/site`],
      ['GET /api/catalog', `${app.url}/api/catalog`],
      ['GET /api/availability', `${app.url}/api/availability?date=${days[3]}&duration=60`],
      [
        AVAILABILITY_WITH_TIME_OFF,
        `${app.url}/api/availability?date=${blockedDate}&duration=60&services=${BUFFERED_SERVICE}`,
      ],
      ['GET / (home page HTML)', `${app.url}/`],
    ];
    // In turns: the ceiling, then each read, ROUNDS times. A drift of the machine's speed during
    // the run (other work, a neighbour on the host) then touches a read and its ceiling alike.
    const rounds = [];
    for (let i = 0; i < ROUNDS; i++) {
      const round = new Map([['ceiling', await load(ceiling.url, {}, ceiling.pid)]]);
      for (const [name, url] of reads) round.set(name, await load(url, {}, app.pid));
      rounds.push(round);
      log(
        `  round ${i + 1}: ceiling ${round.get('ceiling').rps.toFixed(0)} req/s; ` +
          reads
            .map(([name]) => `${shortName(name)} ${share(round.get(name), round.get('ceiling'))}`)
            .join(', '),
      );
    }
    await ceiling.stop();
    row('bare NestJS constant (ceiling)', {
      ...medianOf(rounds.map((r) => r.get('ceiling'))),
      share: 1,
    });
    for (const [name] of reads) {
      const shares = rounds.map((r) => r.get(name).rps / r.get('ceiling').rps);
      const cpu = rounds.map((r) => r.get('ceiling').cpuUs / r.get(name).cpuUs);
      row(name, {
        ...medianOf(rounds.map((r) => r.get(name))),
        share: median(shares),
        shares,
        cpuShare: cpu.every(Number.isFinite) ? median(cpu) : null,
      });
    }

    row('POST /api/clients/login (one account per connection)', await loginLoad(app.url));

    const catalog = await (await fetch(`${app.url}/api/catalog`)).json();
    const duration = catalog.services.find((s) => s.id === SERVICE).duration;
    const slots = await freeSlots(app.url, days.slice(10), duration);
    const contentionSlots = (await freeSlots(app.url, days.slice(5, 7), duration)).slice(
      0,
      CONTENTION_SLOTS,
    );
    const bare = await startBookingCeiling(database);
    let bareBookings;
    try {
      bareBookings = await bookDistinctSlots(bare.url, hourlySlots(50_000));
    } finally {
      await bare.stop();
    }
    row('bare one-row booking (ceiling of bookings)', { ...bareBookings, share: 1 });
    const bookings = await bookDistinctSlots(`${app.url}/api/bookings`, slots);
    row(`POST /api/bookings (${BOOKING_WORKERS} at once, distinct free slots)`, {
      ...bookings,
      share: bookings.rps / bareBookings.rps,
    });
    log(`      answers: ${JSON.stringify(bookings.statuses)} of ${bookings.slotsOffered} slots`);

    const contended = await contention(app.url, contentionSlots);
    log(
      `  contention: ${CONTENTION_REQUESTS} bookings at once over ${contentionSlots.length} slots: ` +
        `${contended.successes} booked, answers ${JSON.stringify(contended.statuses)}, ` +
        `refusals p50 ${fmtMs(contended.refusedP50)} p99 ${fmtMs(contended.refusedP99)}`,
    );

    const rssAfter = rssMb(app.pid);
    log(`RSS after the load: ${rssAfter} MB`);
    return { label, startupMs: app.startupMs, rssStart, rssAfter, rows, bookings, contended };
  } finally {
    await ceiling.stop();
    await app.stop();
  }
}
