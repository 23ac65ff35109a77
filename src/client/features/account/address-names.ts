import * as m from '@messages/address';
import { findIndianState } from '../../../shared/india.js';

/**
 * Places named in the page's language, apart from the address form: the pages that only show an address (place
 * order, an order) need these and not the form's code.
 */

/** A state or union territory by its name (or another spelling of it), in the page's language. */
export function stateName(state: string): string {
  const name = findIndianState(state)?.name ?? state;
  return m.states[name] ?? name;
}

/** A country by its English name, in the page's language. */
export const countryName = (country: string): string => m.countries[country] ?? country;
