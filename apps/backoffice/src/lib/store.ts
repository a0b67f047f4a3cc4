import { localStorageStore, type Store } from 'react-admin';

/** The store key under which react-admin keeps the chosen language. */
const LOCALE_KEY = 'locale';

/**
 * react-admin's store (chosen language, list filters, page sizes) in localStorage under our own prefix.
 * Signing out resets the store, since filters may hold player data; the chosen language survives it, so
 * the sign-in page stays in the operator's language.
 */
export function createConsoleStore(): Store {
  const store = localStorageStore('1', 'casino-operator');
  return {
    ...store,
    reset() {
      const locale: unknown = store.getItem(LOCALE_KEY);
      store.reset();
      if (locale !== undefined) store.setItem(LOCALE_KEY, locale);
    },
  };
}
