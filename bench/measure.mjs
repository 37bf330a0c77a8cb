/** Measurements: autocannon runs, their percentiles and medians, a process's CPU time and memory. */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { AVAILABILITY_WITH_TIME_OFF, CONNECTIONS, DURATION } from './settings.mjs';

/** Resident memory of a process, in MB, from /proc (null where there is no /proc). */
export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** One endpoint's measurements of several rounds as one: the medians, the counts summed. */
export function medianOf(results) {
  const answered = results.filter((r) => r.p50 !== null);
  return {
    rps: median(results.map((r) => r.rps)),
    p50: answered.length ? median(answered.map((r) => r.p50)) : null,
    p99: answered.length ? median(answered.map((r) => r.p99)) : null,
    requests: results.reduce((n, r) => n + r.requests, 0),
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    errors: results.reduce((n, r) => n + r.errors, 0),
    cpuUs: results.every((r) => r.cpuUs !== null) ? median(results.map((r) => r.cpuUs)) : null,
  };
}

/** A read's path, for the lines that list every read (the availability with time off marked so). */
export const shortName = (name) =>
  name === AVAILABILITY_WITH_TIME_OFF ? '/api/availability with time off' : name.split(' ')[1];

export const share = (figures, ceiling) => `${((figures.rps / ceiling.rps) * 100).toFixed(0)} %`;

/**
 * autocannon for DURATION seconds at CONNECTIONS connections, after a one-second warm-up; with
 * `pid`, also the server's CPU time (user and system, from /proc) per answered request.
 */
export async function load(url, options = {}, pid = null) {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, ...options });
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    ...options,
  });
  const cpuAfter = cpuMs(pid);
  const answered = result.requests.total > 0;
  return {
    rps: result.requests.average,
    // No answer within the run (an overloaded machine): no latency to tell.
    p50: answered ? result.latency.p50 : null,
    p99: answered ? result.latency.p99 : null,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuUs:
      answered && cpuBefore !== null && cpuAfter !== null
        ? ((cpuAfter - cpuBefore) * 1000) / result.requests.total
        : null,
  };
}

/** A process's CPU time so far (user and system), in ms, from /proc (null where there is none). */
function cpuMs(pid) {
  if (pid === null) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
/** The kernel's clock ticks per second, in which /proc gives CPU times (100 on Linux). */
const CLOCK_TICKS = 100;
