/** The delivery pincode picker's dialog (layout/LocationModal.tsx, loaded when it is first opened). */
export const title = 'Choose your delivery pincode';
export const intro = 'We deliver in India. Your pincode tells you when an order arrives and what delivery costs.';
export const pincode = 'Pincode';
export const apply = 'Apply';
export const badPincode = 'Enter a 6-digit pincode, not starting with 0';
