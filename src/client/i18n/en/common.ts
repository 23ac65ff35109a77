/** Tiny texts of the entry that lazily loaded chunks share too: the page spinner's name, a failed list's Retry. */
export const loading = 'Loading';
export const retry = 'Retry';
export const signedOut = 'You are signed out.';
export const somethingWentWrong = 'Something went wrong. Please try again.';
