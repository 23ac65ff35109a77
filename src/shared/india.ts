/**
 * India's 36 states and union territories with their GST state codes (the first two digits of a GSTIN
 * and the "place of supply" on a tax invoice), and the postal zones (a pincode's first digit).
 */
export interface IndianState {
  name: string;
  /** Two-digit GST state code. */
  code: string;
  /** The first digits of the pincodes used there. */
  zones: readonly number[];
}

export const INDIAN_STATES: readonly IndianState[] = [
  { name: 'Andaman and Nicobar Islands', code: '35', zones: [7] },
  { name: 'Andhra Pradesh', code: '37', zones: [5] },
  { name: 'Arunachal Pradesh', code: '12', zones: [7] },
  { name: 'Assam', code: '18', zones: [7] },
  { name: 'Bihar', code: '10', zones: [8] },
  { name: 'Chandigarh', code: '04', zones: [1] },
  { name: 'Chhattisgarh', code: '22', zones: [4] },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', code: '26', zones: [3] },
  { name: 'Delhi', code: '07', zones: [1] },
  { name: 'Goa', code: '30', zones: [4] },
  { name: 'Gujarat', code: '24', zones: [3] },
  { name: 'Haryana', code: '06', zones: [1] },
  { name: 'Himachal Pradesh', code: '02', zones: [1] },
  { name: 'Jammu and Kashmir', code: '01', zones: [1] },
  { name: 'Jharkhand', code: '20', zones: [8] },
  { name: 'Karnataka', code: '29', zones: [5] },
  { name: 'Kerala', code: '32', zones: [6] },
  { name: 'Ladakh', code: '38', zones: [1] },
  { name: 'Lakshadweep', code: '31', zones: [6] },
  { name: 'Madhya Pradesh', code: '23', zones: [4] },
  { name: 'Maharashtra', code: '27', zones: [4] },
  { name: 'Manipur', code: '14', zones: [7] },
  { name: 'Meghalaya', code: '17', zones: [7] },
  { name: 'Mizoram', code: '15', zones: [7] },
  { name: 'Nagaland', code: '13', zones: [7] },
  { name: 'Odisha', code: '21', zones: [7] },
  // Puducherry's districts lie in three other states: Yanam (533) in Andhra Pradesh, Mahe (673) in Kerala.
  { name: 'Puducherry', code: '34', zones: [5, 6] },
  { name: 'Punjab', code: '03', zones: [1] },
  { name: 'Rajasthan', code: '08', zones: [3] },
  { name: 'Sikkim', code: '11', zones: [7] },
  { name: 'Tamil Nadu', code: '33', zones: [6] },
  { name: 'Telangana', code: '36', zones: [5] },
  { name: 'Tripura', code: '16', zones: [7] },
  { name: 'Uttar Pradesh', code: '09', zones: [2] },
  { name: 'Uttarakhand', code: '05', zones: [2] },
  { name: 'West Bengal', code: '19', zones: [7] },
];

export const INDIAN_STATE_NAMES = INDIAN_STATES.map((s) => s.name);

/** The state a user typed or stored, ignoring case and the '&' for 'and' spelling; undefined when it is none of the 36. */
export function findIndianState(value: string): IndianState | undefined {
  const wanted = normalise(value);
  return INDIAN_STATES.find((s) => normalise(s.name) === wanted) ?? ALIASES.get(wanted);
}

function normalise(value: string): string {
  return value.trim().toLowerCase().replace(/&/g, 'and').replace(/\s+/g, ' ');
}

/** Older and common spellings. */
const ALIASES = new Map<string, IndianState>(
  (
    [
      ['orissa', 'Odisha'],
      ['pondicherry', 'Puducherry'],
      ['chattisgarh', 'Chhattisgarh'],
      ['new delhi', 'Delhi'],
      ['nct of delhi', 'Delhi'],
      ['andaman and nicobar', 'Andaman and Nicobar Islands'],
      ['dadra and nagar haveli', 'Dadra and Nagar Haveli and Daman and Diu'],
      ['daman and diu', 'Dadra and Nagar Haveli and Daman and Diu'],
      ['uttaranchal', 'Uttarakhand'],
    ] as const
  ).map(([alias, name]) => [alias, INDIAN_STATES.find((s) => s.name === name) as IndianState]),
);

/** An Indian pincode: six digits, the first never 0. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

/** Whether a pincode's postal zone (its first digit) can belong to the state; the army's zone 9 fits any. */
export function pincodeFitsState(pincode: string, state: IndianState): boolean {
  const zone = Number(pincode[0]);
  return zone === 9 || state.zones.includes(zone);
}

/**
 * Why an address's pincode cannot be in its state, or undefined when it can: the one check for every
 * address the shop keeps (a delivery address at checkout, the shop's registered address in its settings).
 */
export function pincodeStateProblem(pincode: string, state: IndianState): string | undefined {
  return pincodeFitsState(pincode, state) ? undefined : `Pincode ${pincode} is not in ${state.name}: please check the pincode and the state`;
}
