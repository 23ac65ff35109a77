import { createTheme, MantineThemeProvider } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { useState } from 'react';
import * as m from '@messages/toasts';

const TOAST_AUTO_CLOSE_MS = 5000;

/** Every toast's close button is named, in the page's language: Mantine's has no text of its own. */
const toastTheme = createTheme({ components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': m.close } } } } });

/**
 * The toast container (docs/spec.md §9): top-right, closing after 5 s, pausing on hover (Mantine's default) and
 * while the window has lost focus. Loaded after the first paint; toasts raised before it mounts wait in
 * the notifications store and show as soon as it does.
 */
export default function Toasts() {
  const [focused, setFocused] = useState(() => document.hasFocus());
  useWindowEvent('focus', () => setFocused(true));
  useWindowEvent('blur', () => setFocused(false));
  return (
    <MantineThemeProvider theme={toastTheme}>
      <Notifications position="top-right" autoClose={focused ? TOAST_AUTO_CLOSE_MS : false} zIndex={1000} />
    </MantineThemeProvider>
  );
}
