/**
 * A fresh idempotency key for one opening of the adjustment form: a random UUID without dashes (32 hex
 * characters, within the contract's `^[A-Za-z0-9_-]{8,100}$`). The form keeps it until it closes, so a double
 * submit or a retry after a lost answer replays the first movement instead of moving coins twice.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
