/** The offer of the other language to a browser that prefers it (LanguageSwitch.tsx): written in that language. */
export const text = 'यह दुकान हिन्दी में भी है।';
export const link = 'हिन्दी में देखें';
export const close = 'बंद करें';
