/** The header search's suggestion list (components/SearchBox.tsx, loaded when the search field is first used). */
export const categories = 'Categories';
export const products = 'Products';
