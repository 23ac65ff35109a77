/** The plain dialog's close button (components/PlainDialog.tsx, in the chunks of the pages that open one). */
export const close = 'Close';
