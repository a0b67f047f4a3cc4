import { useSyncExternalStore } from 'react';

/**
 * A value in a tab's memory that components follow (useSyncExternalStore): set it from anywhere, and
 * every component that reads it with `use()` renders again when it changes.
 */
export interface Signal<T> {
  get(): T;
  /** Tells the followers, unless the value is the same (Object.is). */
  set(value: T): void;
  use(): T;
}

export function createSignal<T>(initial: T): Signal<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const get = () => value;
  return {
    get,
    set(next) {
      if (Object.is(value, next)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    use: () => useSyncExternalStore(subscribe, get, () => initial),
  };
}
