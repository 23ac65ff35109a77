import { CheckIcon, CrossIcon } from '../../components/icons.js';

/** A check or a cross in a table cell, named for screen readers ('Yes' / 'No' unless told otherwise). */
export function YesNo({ value, yes = 'Yes', no = 'No' }: { value: boolean; yes?: string; no?: string }) {
  return value ? (
    <span role="img" aria-label={yes} title={yes} style={{ display: 'inline-flex', color: 'var(--mantine-color-green-8)' }}>
      <CheckIcon size={20} strokeWidth={2.4} />
    </span>
  ) : (
    <span role="img" aria-label={no} title={no} style={{ display: 'inline-flex', color: 'var(--mantine-color-red-8)' }}>
      <CrossIcon size={20} strokeWidth={2.4} />
    </span>
  );
}
