/**
 * GSTIN checks: 15 characters — the GST state code (2 digits), the holder's PAN (5 letters, 4 digits, a
 * letter), an entity number (1–9 or A–Z), 'Z' by default, and a check character computed over the first 14.
 */
const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][A-Z0-9][0-9A-Z]$/;

/** The check character for the first 14 characters of a GSTIN (the GSTN's mod-36 checksum). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CHARSET.indexOf(first14[i]);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36];
}

/** Why a GSTIN is not valid for a shop registered in the state with this GST code, or undefined when it is. */
export function gstinProblem(gstin: string, stateCode: string | undefined): string | undefined {
  if (!SHAPE.test(gstin)) return 'A GSTIN has 15 characters: the state code, the PAN, an entity number, Z and a check character';
  if (stateCode !== undefined && gstin.slice(0, 2) !== stateCode) return `This GSTIN belongs to another state: it must start with ${stateCode}, the code of the shop’s state`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'This GSTIN’s check character is wrong: please check it for a typing mistake';
  return undefined;
}
