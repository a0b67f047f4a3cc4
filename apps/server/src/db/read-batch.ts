/**
 * Reads of one kind asked for in the same turn of the event loop, sent as one statement (issue 31).
 * Under load many requests arrive in one turn (their sockets were readable together); each used to
 * send its own one-row SELECT, and the round trips, parse and plan of those statements were the
 * poll's cost. A batch is read after every request in it arrived, so each answer is at least as new
 * as a read of its own would be (a player's own movement committed before the poll is seen). One
 * request alone waits for nothing but the end of its turn (setImmediate).
 *
 * `read` answers a batch of distinct keys with a map; a key it leaves out is answered `undefined`.
 * A failed read fails every request of its batch, as their own reads would have failed.
 */
export function batchReads<K, V>(
  read: (keys: K[]) => Promise<Map<K, V>>,
  { maxBatch = 200 }: { maxBatch?: number } = {},
): (key: K) => Promise<V | undefined> {
  type Waiting = { key: K; resolve: (value: V | undefined) => void; reject: (error: unknown) => void };
  let open: Waiting[] | null = null;

  function flush(batch: Waiting[]) {
    if (open === batch) open = null;
    const keys = [...new Set(batch.map((waiting) => waiting.key))];
    Promise.resolve()
      .then(() => read(keys))
      .then(
        (answers) => {
          for (const waiting of batch) waiting.resolve(answers.get(waiting.key));
        },
        (error: unknown) => {
          for (const waiting of batch) waiting.reject(error);
        },
      );
  }

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      if (!open) {
        const batch: Waiting[] = [];
        open = batch;
        setImmediate(() => {
          if (open === batch) flush(batch);
        });
      }
      open.push({ key, resolve, reject });
      if (open.length >= maxBatch) flush(open);
    });
}
