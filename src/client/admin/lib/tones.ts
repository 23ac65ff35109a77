/**
 * Badge and text colours of the admin screens. Mantine's palette shades (green.9 is #2b8a3e) miss WCAG AA
 * for the badges' small bold text; these stay above 6:1 on white and on striped rows.
 */
export const TONE = {
  green: '#1d6b2c',
  red: '#a3151d',
  orange: '#8a3a00',
  blue: '#1c4f8c',
  violet: '#5b2a86',
  gray: '#495057',
  yellow: '#6b4e00',
} as const;
