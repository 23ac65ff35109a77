/** The breadcrumbs of the category and product pages, in the chunk the two share (components/Breadcrumbs.tsx). */

export const breadcrumbs = 'Breadcrumbs';
export const home = 'Home';
