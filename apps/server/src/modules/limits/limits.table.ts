export interface RateLimitCounterTable {
  /** `${rule}:${subject}`, e.g. `signin-ip:203.0.113.9`. */
  key: string;
  window_start: Date;
  window_ms: number;
  count: number;
}
