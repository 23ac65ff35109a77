/**
 * Parses a CSV text a slice at a time, letting the event loop run between slices, so a file of several
 * megabytes never holds up the shop's other requests (docs/decisions/024-csv-safety.md).
 */
import { finished } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parse, type Options } from 'csv-parse';

/** A few milliseconds of parsing on the 2-core test machine (5 MB is about 80 slices). */
const SLICE_CHARS = 64 * 1024;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * The records of `text`, parsed with csv-parse's stream API. Reading stops once more than `stopAfter`
 * records are in hand (the caller refuses the file then, so the rest need not be parsed). A CSV error
 * rejects with csv-parse's own message.
 */
export async function parseInSlices<T>(text: string, options: Options, stopAfter = Infinity): Promise<T[]> {
  const parser = parse(options);
  const records: T[] = [];
  parser.on('readable', () => {
    let record: T | null;
    while ((record = parser.read() as T | null) !== null) records.push(record);
  });
  // Settles (never rejects) when the parser is through; a CSV error is kept to be thrown below.
  let failure: unknown;
  const done = finished(parser).catch((error: unknown) => {
    failure = error;
  });
  for (let start = 0; start < text.length && records.length <= stopAfter && !parser.destroyed; ) {
    let end = Math.min(start + SLICE_CHARS, text.length);
    // Never cut between the two halves of a character outside the BMP (an emoji): each half alone would be garbage.
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end += 1;
    parser.write(text.slice(start, end));
    start = end;
    await nextTurn();
  }
  if (records.length > stopAfter) {
    parser.destroy();
    await done;
    return records;
  }
  if (!parser.destroyed) parser.end();
  await done;
  if (failure !== undefined) throw failure;
  return records;
}
