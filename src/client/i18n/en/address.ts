/** The delivery address's fields (src/client/features/account/AddressFields.tsx): checkout and the address book. */
import { icu } from '../icu.js';

export const fullName = 'Full name';
export const fullNamePlaceholder = 'Who receives the parcel';
export const mobileNumber = 'Mobile number';
export const mobilePlaceholder = '10-digit mobile number';
export const mobileDescription = 'The courier calls it to deliver';
export const address = 'Address';
export const addressPlaceholder = 'House no., building, street, area';
export const addressLine2 = 'Address line 2 / landmark';
export const addressLine2Placeholder = 'Optional, e.g. near the bus stand';
export const pincode = 'Pincode';
export const pincodePlaceholder = '6-digit pincode';
export const pincodeDescription = 'City and state fill in from it';
export const city = 'City';
export const cityPlaceholder = 'Enter city';
export const state = 'State';
export const chooseState = 'Choose a state or union territory';

/** src/shared/schemas/address.ts deliveryAddressSchema's refusals, by their English text. */
export const problems: Record<string, string> = {
  'Full name is required': 'Full name is required',
  'Full name is too long': 'Full name is too long',
  'Full name cannot contain line breaks or control characters': 'Full name cannot contain line breaks or control characters',
  'Mobile number is required': 'Mobile number is required',
  'Enter a 10-digit mobile number starting with 6, 7, 8 or 9': 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
  'Address is required': 'Address is required',
  'Address is too long': 'Address is too long',
  'Address cannot contain line breaks or control characters': 'Address cannot contain line breaks or control characters',
  'Address line 2 is too long': 'Address line 2 is too long',
  'Address line 2 cannot contain line breaks or control characters': 'Address line 2 cannot contain line breaks or control characters',
  'City is required': 'City is required',
  'City is too long': 'City is too long',
  'City cannot contain line breaks or control characters': 'City cannot contain line breaks or control characters',
  'Pincode is required': 'Pincode is required',
  'Pincode must be 6 digits, not starting with 0': 'Pincode must be 6 digits, not starting with 0',
  'State is required': 'State is required',
  'State is too long': 'State is too long',
  'State cannot contain line breaks or control characters': 'State cannot contain line breaks or control characters',
  'Choose a state or union territory of India': 'Choose a state or union territory of India',
  'Country cannot contain line breaks or control characters': 'Country cannot contain line breaks or control characters',
};
/** The schema's refusal of a pincode outside the chosen state (src/shared/india.ts pincodeStateProblem). */
export const pincodeNotInState = icu<{ pincode: string; state: string }>('Pincode {pincode} is not in {state}: please check the pincode and the state');

/** India's states and union territories (src/shared/india.ts), by their English name. */
export const states: Record<string, string> = {
  'Andaman and Nicobar Islands': 'Andaman and Nicobar Islands',
  'Andhra Pradesh': 'Andhra Pradesh',
  'Arunachal Pradesh': 'Arunachal Pradesh',
  Assam: 'Assam',
  Bihar: 'Bihar',
  Chandigarh: 'Chandigarh',
  Chhattisgarh: 'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  Delhi: 'Delhi',
  Goa: 'Goa',
  Gujarat: 'Gujarat',
  Haryana: 'Haryana',
  'Himachal Pradesh': 'Himachal Pradesh',
  'Jammu and Kashmir': 'Jammu and Kashmir',
  Jharkhand: 'Jharkhand',
  Karnataka: 'Karnataka',
  Kerala: 'Kerala',
  Ladakh: 'Ladakh',
  Lakshadweep: 'Lakshadweep',
  'Madhya Pradesh': 'Madhya Pradesh',
  Maharashtra: 'Maharashtra',
  Manipur: 'Manipur',
  Meghalaya: 'Meghalaya',
  Mizoram: 'Mizoram',
  Nagaland: 'Nagaland',
  Odisha: 'Odisha',
  Puducherry: 'Puducherry',
  Punjab: 'Punjab',
  Rajasthan: 'Rajasthan',
  Sikkim: 'Sikkim',
  'Tamil Nadu': 'Tamil Nadu',
  Telangana: 'Telangana',
  Tripura: 'Tripura',
  'Uttar Pradesh': 'Uttar Pradesh',
  Uttarakhand: 'Uttarakhand',
  'West Bengal': 'West Bengal',
};

/** The shop's country (src/shared/constants.ts DEFAULT_COUNTRY), by its English name. */
export const countries: Record<string, string> = {
  India: 'India',
};
