import { INDIAN_STATES } from '../../shared/india.js';
import table from './pincodes.json' with { type: 'json' };

export interface PincodePlace {
  pincode: string;
  /** The district the pincode's post offices are in: what a shopper calls the city. */
  city: string;
  state: string;
  stateCode: string;
}

const stateByCode = new Map(INDIAN_STATES.map((s) => [s.code, s.name]));
const pincodes = table.pincodes as Record<string, number>;

/** Where a pincode is, from the offline India Post table (scripts/build-pincodes.ts); undefined when unknown. */
export function lookUpPincode(pincode: string): PincodePlace | undefined {
  const index = pincodes[pincode];
  if (index === undefined) return undefined;
  const [city, stateCode] = table.places[index].split('|');
  const state = stateByCode.get(stateCode);
  return state ? { pincode, city, state, stateCode } : undefined;
}
