/**
 * The one rule for CSV that people open in a spreadsheet (docs/decisions/024-csv-safety.md): every file
 * the shop writes comes from csvWriter, and the import takes the same escape off again with
 * unescapeFormula, so text a shopper or a supplier chose never runs as a formula and an export imported
 * again is unchanged.
 */
import { stringify, type Stringifier } from 'csv-stringify';

/**
 * What csv-stringify's escape_formulas treats as a formula's first character (=, +, -, @, tab, CR and the
 * full-width = + - @ that Apple Numbers normalises); it puts a single quote in front of such a string.
 * Numbers are written as they are, so a negative amount stays a number in the spreadsheet.
 */
const FORMULA_START = '=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20';
/** A cell as the export writes an escaped value: one or more quotes, then a formula's first character. */
const ESCAPED = new RegExp(`^'+[${FORMULA_START}]`);

/**
 * A text that already starts with quotes and a formula sign (a name such as `'=total`) gets one more quote
 * of its own: otherwise the import could not tell it from an escaped `=total` and would drop its quote.
 */
function quoteAlreadyQuoted(value: string): string {
  return ESCAPED.test(value) ? `'${value}` : value;
}

/**
 * A CSV stream for a spreadsheet: these columns, a header, UTF-8 with a byte-order mark and CRLF (so Excel
 * opens Hindi and commas right), cells that would start a formula escaped.
 */
export function csvWriter(columns: readonly string[]): Stringifier {
  return stringify({
    header: true,
    columns: [...columns],
    bom: true,
    record_delimiter: 'windows',
    // A lone LF or CR ends a row in Excel and LibreOffice: a cell holding one is quoted, or the text after
    // it would open a new row (with a formula escape_formulas never saw). csv-stringify only does this by
    // itself when record_delimiter is left at its default.
    quote_record_delimiter: true,
    escape_formulas: true,
    cast: { string: quoteAlreadyQuoted },
  });
}

/** A cell of an imported file without the quote csvWriter put in front of it; any other text as it is. */
export function unescapeFormula(cell: string): string {
  return ESCAPED.test(cell) ? cell.slice(1) : cell;
}
