// Failed sign-ins, counted per name and per address over a sliding window: past the limit, sign-in is
// refused without looking at the password, so guessing costs the guesser time and nothing else.
export interface ThrottleLimits {
  perName: number;
  perAddress: number;
  windowMs: number;
}

/**
 * Five tries per name in 15 minutes; more per address, as an office signs in from one address.
 */
export const SIGN_IN_LIMITS: ThrottleLimits = { perName: 5, perAddress: 20, windowMs: 15 * 60_000 };

/** Keys kept before the expired ones are swept, so a flood of made-up names cannot fill the memory. */
const SWEEP_AT = 10_000;

export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly limits: ThrottleLimits = SIGN_IN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string, at: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((t) => at - t < this.limits.windowMs);
    if (times.length) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }

  /** Milliseconds until one more try is allowed for this name and address; 0 when allowed now. */
  wait(name: string, address: string): number {
    const at = this.now();
    const until = (times: number[], limit: number) =>
      times.length >= limit ? times[times.length - limit]! + this.limits.windowMs - at : 0;
    return Math.max(
      until(this.recent(`name:${name}`, at), this.limits.perName),
      until(this.recent(`address:${address}`, at), this.limits.perAddress),
    );
  }

  failed(name: string, address: string): void {
    const at = this.now();
    if (this.failures.size > SWEEP_AT) for (const key of [...this.failures.keys()]) this.recent(key, at);
    for (const key of [`name:${name}`, `address:${address}`])
      this.failures.set(key, [...this.recent(key, at), at]);
  }

  /** A good sign-in clears its name's failures (not its address's: another name may be guessed from there). */
  succeeded(name: string): void {
    this.failures.delete(`name:${name}`);
  }
}
