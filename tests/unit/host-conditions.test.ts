import {describe, expect, it} from 'vitest';
import {describeHostConditions, hostConditions} from '../../scripts/lib/host-conditions';

describe('bench host conditions', () => {
  it('gives steal as a share of CPU ticks and waiting as a share of wall time', () => {
    const from = {at: 1_000, steal: 50, total: 10_000, waitingUs: 2_000_000};
    // 10 s later: 2,000 ticks, 300 of them stolen; tasks waited 2.5 s in all.
    const to = {at: 11_000, steal: 350, total: 12_000, waitingUs: 4_500_000};
    expect(hostConditions(from, to)).toEqual({stealPct: 15, waitingPct: 25});
    expect(describeHostConditions(hostConditions(from, to))).toBe(
      'CPU stolen by the host 15.0%, tasks waiting for a CPU 25% of the time',
    );
  });

  it('leaves the waiting figure out where the kernel has no pressure information', () => {
    const conditions = hostConditions(
      {at: 0, steal: 0, total: 100, waitingUs: undefined},
      {at: 1_000, steal: 0, total: 300, waitingUs: undefined},
    );
    expect(conditions).toEqual({stealPct: 0});
    expect(describeHostConditions(conditions)).toBe('CPU stolen by the host 0.0%');
  });
});
