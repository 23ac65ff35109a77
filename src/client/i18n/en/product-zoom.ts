/** The larger view of a product's photos, a chunk loaded when opened (features/catalog/ProductZoom.tsx). */
import { icu } from '../icu.js';

export const photoOf = icu<{ index: number; count: number }>('Photo {index} of {count}');
export const namedPhotoOf = icu<{ name: string; index: number; count: number }>('{name}: photo {index} of {count}');
export const zoomIn = 'Zoom in';
export const zoomOut = 'Zoom out';
export const close = 'Close';
export const previousPhoto = 'Previous photo';
export const nextPhoto = 'Next photo';
