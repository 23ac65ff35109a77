import { SESSION_STORAGE_KEY } from '../../shared/page-cookies.js';
import type { SessionUser } from '../../shared/schemas/user.js';
import { hasShape } from './guards.js';
import { storedValue, useStoredValue } from './store.js';

export const SESSION_KEY = SESSION_STORAGE_KEY;

const parseSession = (raw: unknown): SessionUser | undefined =>
  hasShape<SessionUser>(raw, { _id: 'string', name: 'string', email: 'string', isAdmin: 'boolean', token: 'string' }) ? raw : undefined;

const sessionStore = storedValue<SessionUser | null>(SESSION_KEY, null, parseSession);

export const getSession = (): SessionUser | null => sessionStore.get();
export const setSession = (user: SessionUser): void =>
  sessionStore.set({ _id: user._id, name: user.name, email: user.email, isAdmin: user.isAdmin, token: user.token });
export const clearSession = (): void => sessionStore.clear();
export const useSession = (): SessionUser | null => useStoredValue(sessionStore);
export const subscribeToSession = (listener: () => void): (() => void) => sessionStore.subscribe(listener);
