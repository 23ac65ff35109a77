export const goBack = 'वापस जाएँ';
