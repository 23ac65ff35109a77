/** The toasts' close button (Toasts.tsx, a chunk of its own loaded with the first toast). */
export const close = 'Close';
