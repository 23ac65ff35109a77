/**
 * The `?redirect=` check, apart from the hook that reads it, so it can be tested without a browser.
 * Kept free of wouter and of `window`: the server renderer runs it too.
 */
import { hasControlCharacters } from '../../shared/control-characters.js';

/** Any base does: only whether the target stays on it matters. */
const SAME_SITE = 'https://shop.invalid';

/**
 * Not a path, or one a browser reads as another site's address: `//`, `/\`, a slash and a control character
 * (the URL parser drops tab and newlines, so `/\t/x` reads as `//x`).
 */
function opensAnotherSite(path: string): boolean {
  const second = path.charAt(1);
  return !path.startsWith('/') || second === '/' || second === '\\' || hasControlCharacters(second);
}

/**
 * The target to go to after signing in: a path on this shop, or '/' for anything else. `raw` is the
 * query value as the page reads it (decoded once). It is refused when it, or it decoded once more,
 * starts like a link to another site (`//`, `/\`, `/` and a control character), when it cannot be decoded,
 * and when the browser's own URL parser would resolve it to another origin.
 */
export function safeRedirectTarget(raw: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return '/';
  }
  if (opensAnotherSite(raw) || opensAnotherSite(decoded)) return '/';
  try {
    return new URL(raw, SAME_SITE).origin === SAME_SITE ? raw : '/';
  } catch {
    return '/';
  }
}
