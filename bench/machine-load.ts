/**
 * Whether the machine was quiet while a bench ran, so that its figures measure the shop rather than the
 * machine's load (docs/benchmarks.md). On two shared cores a test suite running beside a bench once turned a
 * Lighthouse blocking time of a few milliseconds into 800 ms.
 *
 * At the start a bench waits, up to QUIET_WAIT_MS, for the one-minute load average to fall to
 * QUIET_LOAD_PER_CORE per core; if it does not, it says its figures would not be comparable and exits with
 * NOT_COMPARABLE_EXIT instead of reporting misses. At the end it prints the load average and the CPU time
 * that processes other than the bench and its children (the shop, the browser) used during the run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

export const QUIET_LOAD_PER_CORE = 0.5;
export const QUIET_WAIT_MS = 60_000;
/** A bench that did not measure because the machine stayed busy: not a miss (1). */
export const NOT_COMPARABLE_EXIT = 3;
/** Linux's clock ticks per second in /proc (USER_HZ), the same on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;
const CHECK_EVERY_MS = 5_000;

/**
 * The CPU time the machine's processes have used so far, in ticks: every CPU's user, nice and system time,
 * and steal (other virtual machines on the same host); not interrupts, which the kernel counts to no
 * process and which the bench's own network traffic causes. Undefined off Linux.
 */
function machineBusyTicks(): number | undefined {
  try {
    const [user, nice, system, , , , , steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return user + nice + system + (steal ?? 0);
  } catch {
    return undefined;
  }
}

/** A process's own CPU time and that of its children it has waited for, in ticks, with its parent. */
function processTicks(pid: string): { parent: string; ticks: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name, in parentheses, may hold spaces: the fields are counted after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = [fields[11], fields[12], fields[13], fields[14]].map(Number);
    return { parent: fields[1], ticks: utime + stime + cutime + cstime };
  } catch {
    return undefined;
  }
}

/** The CPU time of this process and every process below it, in ticks. */
function ownTicks(): number {
  const processes = new Map<string, { parent: string; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const found = processTicks(entry);
    if (found) processes.set(entry, found);
  }
  const ours = new Set([String(process.pid)]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, { parent }] of processes) {
      if (!ours.has(pid) && ours.has(parent)) {
        ours.add(pid);
        grew = true;
      }
    }
  }
  let ticks = 0;
  for (const pid of ours) ticks += processes.get(pid)?.ticks ?? 0;
  return ticks;
}

const loadText = () => loadavg()[0].toFixed(2);

export interface LoadWatch {
  /** The load average now, and the CPU time other processes used since the start. */
  report(): string;
}

/**
 * Waits for a quiet machine, then starts watching what else runs on it. Exits the process with
 * NOT_COMPARABLE_EXIT when the machine stays busy.
 */
export async function waitForQuietMachine(print: (line: string) => void, name: string): Promise<LoadWatch> {
  const cores = cpus().length;
  const quiet = () => loadavg()[0] / cores <= QUIET_LOAD_PER_CORE;
  const waitedFrom = Date.now();
  if (!quiet()) print(`${name}: load average ${loadText()} on ${cores} cores; waiting up to ${QUIET_WAIT_MS / 1000} s for it to fall to ${QUIET_LOAD_PER_CORE * cores}`);
  while (!quiet() && Date.now() - waitedFrom < QUIET_WAIT_MS) await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS));
  if (!quiet()) {
    print(
      `${name}: NOT COMPARABLE: the load average is still ${loadText()} on ${cores} cores (above ${QUIET_LOAD_PER_CORE} a core) after ${QUIET_WAIT_MS / 1000} s; ` +
        `nothing was measured. Run it again with nothing else running (exit code ${NOT_COMPARABLE_EXIT}).`,
    );
    process.exit(NOT_COMPARABLE_EXIT);
  }
  const startLoad = loadText();
  const startedAt = Date.now();
  const busyAtStart = machineBusyTicks();
  const ownAtStart = ownTicks();
  print(`${name}: load average ${startLoad} on ${cores} cores at the start`);
  return {
    report() {
      const busy = machineBusyTicks();
      const seconds = (Date.now() - startedAt) / 1000;
      const load = `load average ${startLoad} at the start, ${loadText()} at the end (${cores} cores)`;
      if (busy === undefined || busyAtStart === undefined) return `${name}: ${load}`;
      const others = Math.max(0, busy - busyAtStart - (ownTicks() - ownAtStart)) / TICKS_PER_SECOND;
      const share = (others / (seconds * cores)) * 100;
      return `${name}: ${load}; other processes used ${others.toFixed(1)} s of CPU in the ${seconds.toFixed(0)} s run (${share.toFixed(1)} % of the machine)`;
    },
  };
}
