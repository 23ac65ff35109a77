import type { BrowserContext } from 'playwright-core';
import type { SessionUser } from '../../src/shared/schemas/user.js';

/** Signs in over the REST API, as any client would. */
export async function apiLogin(baseUrl: string, email: string, password: string): Promise<SessionUser> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Login failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as SessionUser;
}

/** Puts a session into the context's local storage before any page loads (the client reads it at start). */
export async function useSessionIn(context: BrowserContext, session: SessionUser): Promise<void> {
  await context.addInitScript((value) => {
    if (!window.localStorage.getItem('userInfo')) window.localStorage.setItem('userInfo', value);
  }, JSON.stringify(session));
}

export async function apiJson<T>(baseUrl: string, method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
