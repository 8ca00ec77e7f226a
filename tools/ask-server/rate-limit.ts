/**
 * Questions per minute per client: a sliding window of request times per key (the client's address).
 * Memory stays bounded: keys whose window has emptied are dropped on the next sweep.
 */
export type RateLimiter = {
  /** Records a request; returns 0 when allowed, else the seconds until the next one would be. */
  take(key: string, now?: number): number;
};

export function createRateLimiter(perMinute: number, windowMs = 60_000): RateLimiter {
  const hits = new Map<string, number[]>();
  let lastSweep = 0;
  return {
    take(key, now = Date.now()) {
      if (now - lastSweep > windowMs) {
        for (const [k, times] of hits) if (times[times.length - 1] <= now - windowMs) hits.delete(k);
        lastSweep = now;
      }
      const times = (hits.get(key) ?? []).filter((t) => t > now - windowMs);
      if (times.length >= perMinute) {
        hits.set(key, times);
        return Math.max(1, Math.ceil((times[0] + windowMs - now) / 1000));
      }
      times.push(now);
      hits.set(key, times);
      return 0;
    },
  };
}
