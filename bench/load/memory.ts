import { rssKb } from './processes';

/** RSS samples of named processes, every `everyMs`, from /proc/<pid>/status. */
export class MemorySampler {
  private readonly samples: { at: number; kb: Record<string, number> }[] = [];
  private timer?: NodeJS.Timeout;
  private started = 0;

  constructor(
    private readonly pids: Record<string, number>,
    /** Each process's heap after its full collections (performance.now() times), kept by its reader. */
    private readonly heaps: Record<string, { at: number; mb: number }[]> = {},
    private readonly everyMs = 5000,
  ) {}

  start(): void {
    this.started = performance.now();
    const take = () => {
      const kb: Record<string, number> = {};
      for (const [name, pid] of Object.entries(this.pids)) kb[name] = rssKb(pid);
      this.samples.push({ at: performance.now() - this.started, kb });
    };
    take();
    this.timer = setInterval(take, this.everyMs);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** The mean RSS (MB) of `name` over the samples taken between `fromMs` and `toMs`. */
  meanMb(name: string, fromMs: number, toMs: number): number {
    const inside = this.samples.filter((s) => s.at >= fromMs && s.at <= toMs).map((s) => s.kb[name]!);
    return inside.length ? inside.reduce((a, b) => a + b, 0) / inside.length / 1024 : 0;
  }

  /**
   * Growth in percent of `name` from `fromMs` to the end: the mean of the first `windowMs` after
   * `fromMs` against the mean of the last `windowMs` (a mean, so one garbage collection's moment
   * does not set the figure).
   */
  growth(
    name: string,
    fromMs: number,
    endMs: number,
    windowMs: number,
  ): { fromMb: number; toMb: number; percent: number } {
    const fromMb = this.meanMb(name, fromMs, fromMs + windowMs);
    const toMb = this.meanMb(name, endMs - windowMs, endMs);
    return { fromMb, toMb, percent: fromMb ? ((toMb - fromMb) / fromMb) * 100 : 0 };
  }

  /**
   * The V8 heap of `name` after its full collections from `fromMs` to the end: the mean of those in
   * the first quarter of the span against those in the last quarter (what a leak would grow, where
   * RSS also holds what the allocator has not given back).
   */
  heapGrowth(
    name: string,
    fromMs: number,
    endMs: number,
  ): { fromMb: number; toMb: number; collections: number } {
    const inSpan = (this.heaps[name] ?? [])
      .map((h) => ({ at: h.at - this.started, mb: h.mb }))
      .filter((h) => h.at >= fromMs && h.at <= endMs);
    const quarter = (endMs - fromMs) / 4;
    const mean = (list: { mb: number }[]) =>
      list.length ? list.reduce((a, h) => a + h.mb, 0) / list.length : 0;
    return {
      fromMb: mean(inSpan.filter((h) => h.at <= fromMs + quarter)),
      toMb: mean(inSpan.filter((h) => h.at >= endMs - quarter)),
      collections: inSpan.length,
    };
  }

  /** Every sample, for a closer look (LOAD_SAMPLES_FILE). */
  dump(): {
    rss: { at: number; kb: Record<string, number> }[];
    heaps: Record<string, { at: number; mb: number }[]>;
  } {
    const heaps = Object.fromEntries(
      Object.entries(this.heaps).map(([n, list]) => [
        n,
        list.map((h) => ({ at: h.at - this.started, mb: h.mb })),
      ]),
    );
    return { rss: this.samples, heaps };
  }

  /** MB of `name` at its largest sample. */
  peakMb(name: string): number {
    return Math.max(0, ...this.samples.map((s) => s.kb[name]!)) / 1024;
  }
}
