import fs from 'node:fs';

/**
 * How much CPU this machine's own work got while a measurement ran, from the kernel's counters:
 * - steal: time the hypervisor gave this VM's CPUs to other guests (the `steal` column of /proc/stat);
 * - waiting: time at least one task was ready to run but had no CPU (/proc/pressure/cpu, "some").
 * Lighthouse's simulated phone multiplies the main-thread time it observes by four, so a measurement
 * taken while the host was busy scores lower for the same page; printing these next to the figures
 * lets a reader tell a slower page from a slower machine.
 */
export type HostSample = {at: number; steal: number; total: number; waitingUs: number | undefined};

function readCpuTicks(): {steal: number; total: number} {
  // "cpu  user nice system idle iowait irq softirq steal guest guest_nice"
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  // guest and guest_nice are already counted in user and nice.
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return {steal: fields[7] ?? 0, total};
}

function readWaitingUs(): number | undefined {
  try {
    const some = fs.readFileSync('/proc/pressure/cpu', 'utf8').split('\n')[0];
    return Number(/total=(\d+)/.exec(some)?.[1]);
  } catch {
    // No pressure stall information on this kernel: the figure is left out.
    return undefined;
  }
}

export function sampleHost(): HostSample {
  return {at: performance.now(), ...readCpuTicks(), waitingUs: readWaitingUs()};
}

/** Steal as a share of all CPU time, and waiting as a share of wall time, between two samples (percent). */
export function hostConditions(from: HostSample, to: HostSample): {stealPct: number; waitingPct?: number} {
  const ticks = to.total - from.total;
  const stealPct = ticks > 0 ? (100 * (to.steal - from.steal)) / ticks : 0;
  if (from.waitingUs === undefined || to.waitingUs === undefined) return {stealPct};
  const wallUs = (to.at - from.at) * 1000;
  return {stealPct, waitingPct: wallUs > 0 ? (100 * (to.waitingUs - from.waitingUs)) / wallUs : 0};
}

export function describeHostConditions({stealPct, waitingPct}: {stealPct: number; waitingPct?: number}): string {
  return `CPU stolen by the host ${stealPct.toFixed(1)}%${
    waitingPct === undefined ? '' : `, tasks waiting for a CPU ${waitingPct.toFixed(0)}% of the time`
  }`;
}
