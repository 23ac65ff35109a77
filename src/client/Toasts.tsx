import { useWindowEvent } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { useState } from 'react';

const TOAST_AUTO_CLOSE_MS = 5000;

/**
 * The toast container (docs/spec.md §9): top-right, closing after 5 s, pausing on hover (Mantine's default) and
 * while the window has lost focus. Loaded after the first paint; toasts raised before it mounts wait in
 * the notifications store and show as soon as it does.
 */
export default function Toasts() {
  const [focused, setFocused] = useState(() => document.hasFocus());
  useWindowEvent('focus', () => setFocused(true));
  useWindowEvent('blur', () => setFocused(false));
  return <Notifications position="top-right" autoClose={focused ? TOAST_AUTO_CLOSE_MS : false} zIndex={1000} />;
}
