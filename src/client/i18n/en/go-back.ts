/** The Go Back button (components/GoBack.tsx): a chunk of its own that several lazily loaded pages share. */
export const goBack = 'Go Back';
