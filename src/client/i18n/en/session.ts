/** Texts of the session that every page may show (loaded with the entry): the session running out. */
export const sessionExpired = 'Your session has expired. Please sign in again.';
