import type {AskManifest} from './settings';

/**
 * The text of the docs, by search unit, as Ask AI fetches it: a few files of consecutive units
 * (src/plugins/search-index/build-passages.ts). A question needs the files its top sections are in;
 * each file is fetched once per visit.
 */
export const PASSAGES_FORMAT_VERSION = 1;

/** One passages file: units `start` … `start + units.length - 1`, each a list of text blocks. */
export type PassagesChunk = {v: typeof PASSAGES_FORMAT_VERSION; start: number; units: string[][]};

export type FetchJson = <T>(url: string) => Promise<T>;

/** Finds and caches the text of units; a failed file is forgotten so the next question retries it. */
export class PassageStore {
  private readonly files = new Map<number, Promise<PassagesChunk>>();

  constructor(
    private readonly manifest: AskManifest['passages'],
    private readonly fetchJson: FetchJson,
  ) {}

  /** Index of the file holding `unit`, or -1. */
  fileOf(unit: number): number {
    const {starts} = this.manifest;
    if (unit < 0 || unit >= this.manifest.units) return -1;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= unit) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private file(index: number): Promise<PassagesChunk> {
    let pending = this.files.get(index);
    if (!pending) {
      pending = this.fetchJson<PassagesChunk>(this.manifest.chunks[index]).catch((error: unknown) => {
        this.files.delete(index);
        throw error;
      });
      this.files.set(index, pending);
    }
    return pending;
  }

  /** The text blocks of each unit asked for (fetched in parallel), in the order asked. */
  async texts(units: number[]): Promise<Map<number, string[]>> {
    const needed = [...new Set(units.map((u) => this.fileOf(u)).filter((f) => f >= 0))];
    const loaded = await Promise.all(needed.map((f) => this.file(f)));
    const out = new Map<number, string[]>();
    for (const unit of units) {
      const chunk = loaded.find((c) => unit >= c.start && unit < c.start + c.units.length);
      if (chunk) out.set(unit, chunk.units[unit - chunk.start]);
    }
    return out;
  }
}
