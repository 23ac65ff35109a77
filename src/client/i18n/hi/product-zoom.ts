import { icu } from '../icu.js';

export const photoOf = icu<{ index: number; count: number }>('{count} में से फ़ोटो {index}');
export const namedPhotoOf = icu<{ name: string; index: number; count: number }>('{name}: {count} में से फ़ोटो {index}');
export const zoomIn = 'ज़ूम इन करें';
export const zoomOut = 'ज़ूम आउट करें';
export const close = 'बंद करें';
export const previousPhoto = 'पिछली फ़ोटो';
export const nextPhoto = 'अगली फ़ोटो';
