/**
 * Characters that have no place in a name or an address line: the C0 controls (U+0000–U+001F, CR, LF and
 * TAB among them), DEL (U+007F), the C1 controls (U+0080–U+009F, NEL among them) and the Unicode line and
 * paragraph separators (U+2028, U+2029). Such text is printed in e-mails, where a line break would let its
 * writer add lines of their own, or headers if it ever reached one (docs/decisions/025-abuse-limits.md).
 * The zero-width joiners (U+200C, U+200D) are not among them: Indic spelling needs them.
 */
const CONTROL_RANGES = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029';
const CONTROL_CHARACTER = new RegExp(`[${CONTROL_RANGES}]`);
const CONTROL_RUNS = new RegExp(`[${CONTROL_RANGES}]+`, 'g');

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** The refusal, the same for every field: 'Name cannot contain line breaks or control characters'. */
export function controlCharactersMessage(label: string): string {
  return `${label} cannot contain line breaks or control characters`;
}

/** Each run of those characters as one space: for text stored before it was refused, on its way into an e-mail. */
export function oneLine(text: string): string {
  return text.replace(CONTROL_RUNS, ' ');
}
