/**
 * Whether the machine was quiet while a bench ran, so that its figures measure the shop rather than the
 * machine's load (docs/benchmarks.md). On two shared cores a test suite running beside a bench once turned a
 * Lighthouse blocking time of a few milliseconds into 800 ms.
 *
 * At the start a bench waits, up to QUIET_WAIT_MS, for the one-minute load average to fall to
 * QUIET_LOAD_PER_CORE per core; if it does not, it says its figures would not be comparable and exits with
 * NOT_COMPARABLE_EXIT instead of reporting misses. At the end it prints the load average and the CPU time
 * that processes other than the bench and its children (the shop, the browser) used during the run.
 * BENCH_ANY_LOAD=1 measures at once whatever the load, for a look while working on a page: its figures are
 * labelled not comparable and are never the verdict.
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

interface ProcessTime {
  parent: string;
  group: string;
  /** When it started (ticks after boot): a pid used again is another process. */
  started: string;
  /** Its CPU time and that of its children it has waited for, in ticks. */
  ticks: number;
  /** Its own CPU time alone, in ticks. */
  ownTicks: number;
}

/** Every process's CPU time so far, or undefined off Linux. */
function processTimes(): Map<string, ProcessTime> | undefined {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return undefined;
  }
  const times = new Map<string, ProcessTime>();
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command name, in parentheses, may hold spaces: the fields are counted after its closing one.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ownTicks = Number(fields[11]) + Number(fields[12]);
      times.set(pid, { parent: fields[1], group: fields[2], started: fields[19], ticks: ownTicks + Number(fields[13]) + Number(fields[14]), ownTicks });
    } catch {
      // It ended while being read.
    }
  }
  return times;
}

/**
 * The processes that are the bench's: itself and those below it, and any in the process group of one of
 * those that started a group of its own (the browser: its helpers are handed to the system as their
 * parent, but keep its group). The bench's own group is not one: a shell running jobs without job control
 * puts them all in its group.
 */
/** The bench's processes, each as pid@start so that a pid used again by another process is not taken for it. */
function benchProcessKeys(times: Map<string, ProcessTime>): string[] {
  return [...benchProcesses(times)].map((pid) => `${pid}@${times.get(pid)?.started}`);
}

function benchProcesses(times: Map<string, ProcessTime>): Set<string> {
  const ours = new Set([String(process.pid)]);
  const ownGroup = times.get(String(process.pid))?.group;
  let grew = true;
  while (grew) {
    grew = false;
    const groups = new Set([...ours].map((pid) => times.get(pid)?.group).filter((group) => group !== ownGroup));
    for (const [pid, { parent, group }] of times) {
      if (!ours.has(pid) && (ours.has(parent) || groups.has(group))) {
        ours.add(pid);
        grew = true;
      }
    }
  }
  return ours;
}

/**
 * The CPU time, in seconds, that processes other than the bench's used between two readings: those running
 * at the end (the bench's own browser and shop have ended by then), each counted from the first reading
 * if it was running then, with what their ended children used. Kernel threads count as others too.
 */
function othersSeconds(before: Map<string, ProcessTime>, after: Map<string, ProcessTime>, ours: Set<string>): number {
  let ticks = 0;
  for (const [pid, now] of after) {
    if (ours.has(`${pid}@${now.started}`)) continue;
    const then = before.get(pid);
    // The first process waits for every orphan, the browser's helpers among them: only its own time counts.
    const time = (found: ProcessTime) => (pid === '1' ? found.ownTicks : found.ticks);
    ticks += then && then.started === now.started ? time(now) - time(then) : time(now);
  }
  return ticks / TICKS_PER_SECOND;
}

const loadText = () => loadavg()[0].toFixed(2);

export interface LoadWatch {
  /**
   * Notes the bench's processes now: a browser's helpers outlive it for a moment when it is closed, handed
   * to the system, and would be taken for others at the end. Called between measurements, not during.
   */
  mark(): void;
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
  if (process.env.BENCH_ANY_LOAD === '1') {
    print(`${name}: BENCH_ANY_LOAD=1: measuring at load ${loadText()} on ${cores} cores; these figures are NOT COMPARABLE`);
  } else if (!quiet()) print(`${name}: load average ${loadText()} on ${cores} cores; waiting up to ${QUIET_WAIT_MS / 1000} s for it to fall to ${QUIET_LOAD_PER_CORE * cores}`);
  while (process.env.BENCH_ANY_LOAD !== '1' && !quiet() && Date.now() - waitedFrom < QUIET_WAIT_MS) await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS));
  if (process.env.BENCH_ANY_LOAD !== '1' && !quiet()) {
    print(
      `${name}: NOT COMPARABLE: the load average is still ${loadText()} on ${cores} cores (above ${QUIET_LOAD_PER_CORE} a core) after ${QUIET_WAIT_MS / 1000} s; ` +
        `nothing was measured. Run it again with nothing else running (exit code ${NOT_COMPARABLE_EXIT}).`,
    );
    process.exit(NOT_COMPARABLE_EXIT);
  }
  const startLoad = loadText();
  const startedAt = Date.now();
  const before = processTimes();
  const ours = new Set(before ? benchProcessKeys(before) : []);
  const mark = () => {
    const now = processTimes();
    if (now) for (const key of benchProcessKeys(now)) ours.add(key);
  };
  print(`${name}: load average ${startLoad} on ${cores} cores at the start`);
  return {
    mark,
    report() {
      const after = processTimes();
      const seconds = (Date.now() - startedAt) / 1000;
      const load = `load average ${startLoad} at the start, ${loadText()} at the end (${cores} cores)`;
      if (!before || !after) return `${name}: ${load}`;
      for (const key of benchProcessKeys(after)) ours.add(key);
      const others = othersSeconds(before, after, ours);
      const share = (others / (seconds * cores)) * 100;
      return `${name}: ${load}; other processes used ${others.toFixed(1)} s of CPU in the ${seconds.toFixed(0)} s run (${share.toFixed(1)} % of the machine)`;
    },
  };
}
