import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PDFTOTEXT = '/usr/bin/pdftotext';
const PDFFONTS = '/usr/bin/pdffonts';

/** A PDF read back as text with poppler's pdftotext (-layout), as a person copying from it would get it. */
export function pdfText(pdf: Buffer): string {
  return withFile(pdf, (file) => execFileSync(PDFTOTEXT, ['-layout', file, '-'], { encoding: 'utf8' }));
}

/** The fonts a PDF embeds (poppler's pdffonts). */
export function pdfFonts(pdf: Buffer): string {
  return withFile(pdf, (file) => execFileSync(PDFFONTS, [file], { encoding: 'utf8' }));
}

function withFile<T>(pdf: Buffer, read: (file: string) => T): T {
  if (!existsSync(PDFTOTEXT)) throw new Error('pdftotext is missing: install it with `apt-get install -y poppler-utils` to run the invoice tests');
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return read(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
