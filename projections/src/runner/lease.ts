/**
 * Who runs a projector or reactor. Exactly one process holds each one's lease at a time; the
 * others stand by and take over when the holder goes away (see processes.md, "Several processes,
 * one database").
 */
export interface Lease {
  /** This process, as the health page names a lease holder. */
  readonly holder: string;
  /** Takes the named lease if nobody holds it; true when this process holds it now. */
  tryAcquire(name: string): Promise<boolean>;
  release(name: string): Promise<void>;
  /** The holder of each named lease that anyone holds. */
  holders(names: readonly string[]): Promise<Map<string, string>>;
  /** Checks that the leases held are still held (the lease connection answers); loses them if not. */
  verify(): Promise<void>;
  /** Calls back when this process may have lost its leases (its lease connection died). */
  onLost(listener: () => void): () => void;
  close(): Promise<void>;
}

/** One process and its embedded database: every lease is this process's. */
export class LocalLease implements Lease {
  private readonly held = new Set<string>();

  constructor(readonly holder: string) {}

  async tryAcquire(name: string): Promise<boolean> {
    this.held.add(name);
    return true;
  }

  async release(name: string): Promise<void> {
    this.held.delete(name);
  }

  async holders(names: readonly string[]): Promise<Map<string, string>> {
    return new Map(names.filter((n) => this.held.has(n)).map((n) => [n, this.holder]));
  }

  async verify(): Promise<void> {}

  onLost(): () => void {
    return () => undefined;
  }

  async close(): Promise<void> {
    this.held.clear();
  }
}
