import { storedValue, useStoredValue } from './store.js';

export const DELIVER_TO_KEY = 'deliverTo';

/** The pincode the shopper delivers to, as chosen in the header, with its district when known. */
export interface DeliverTo {
  pincode: string;
  city: string | null;
  state?: string | null;
}

const parse = (raw: unknown): DeliverTo | undefined => {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { pincode, city, state } = raw as Record<string, unknown>;
  if (typeof pincode !== 'string' || !/^[1-9][0-9]{5}$/.test(pincode)) return undefined;
  return { pincode, city: typeof city === 'string' ? city : null, state: typeof state === 'string' ? state : null };
};

const store = storedValue<DeliverTo | null>(DELIVER_TO_KEY, null, parse);

export const useDeliverTo = () => useStoredValue(store);
export const getDeliverTo = () => store.get();
export const saveDeliverTo = (place: DeliverTo) => store.set(place);
