export const breadcrumbs = 'आप यहाँ हैं';
export const home = 'होम';
