import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * A value kept in local storage and shared by every component that reads it. Read once at start;
 * other tabs' changes arrive through the storage event, and are read again when the page returns from
 * the back-forward cache.
 */
export interface StoredValue<T> {
  /** Its key in local storage, and in the values a page was drawn with (DrawnValues). */
  key: string;
  get(): T;
  /** What the server renders with (it has no local storage), and so what hydration starts from. */
  fallback: T;
  set(value: T): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

function readStorage<T>(key: string, fallback: T, parse: (raw: unknown) => T | undefined): T {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return fallback;
    return parse(JSON.parse(raw)) ?? fallback;
  } catch {
    return fallback;
  }
}

export function storedValue<T>(key: string, fallback: T, parse: (raw: unknown) => T | undefined): StoredValue<T> {
  const listeners = new Set<() => void>();
  let current = typeof window === 'undefined' ? fallback : readStorage(key, fallback, parse);
  const notify = () => listeners.forEach((l) => l());

  const reread = () => {
    current = readStorage(key, fallback, parse);
    notify();
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) reread();
    });
    // A page restored from the back-forward cache slept through the storage events of other tabs (a
    // sign-out, another person signing in): it reads again what it shows.
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) reread();
    });
  }

  return {
    key,
    get: () => current,
    fallback,
    set(value) {
      current = value;
      try {
        window.localStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Private mode or a full disk: the value still lives for this visit.
      }
      notify();
    },
    clear() {
      current = fallback;
      try {
        window.localStorage.removeItem(key);
      } catch {
        // See above.
      }
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The stored values, by key, that the server drew a shopper's own page with (place order, an order: the page's
 * data carries them; docs/decisions/061-shopper-pages-drawn.md). Undefined on every other page.
 */
export const DrawnValues = createContext<Record<string, unknown> | undefined>(undefined);

/**
 * The stored value, kept up to date. Server-rendered pages are hydrated with what the server drew: the
 * fallback (nobody signed in, an empty cart), or the value the page was drawn with (DrawnValues). React
 * re-renders at once with the stored value, so hydration never meets a mismatch.
 */
export function useStoredValue<T>(store: StoredValue<T>): T {
  const drawn = useContext(DrawnValues);
  return useSyncExternalStore(store.subscribe, store.get, () => (drawn && store.key in drawn ? (drawn[store.key] as T) : store.fallback));
}
