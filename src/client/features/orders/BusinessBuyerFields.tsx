import { Stack } from '@mantine/core';
import { ColumnGrid } from '../../components/ColumnGrid.js';
import { PlainCheckbox } from '../../components/PlainCheckbox.js';
import { PlainField } from '../../components/PlainField.js';
import { useState } from 'react';
import * as m from '@messages/checkout';
import { gstinProblem } from '../../../shared/gstin.js';
import { INDIAN_STATES } from '../../../shared/india.js';

/** A business buyer's GSTIN and name as typed at checkout; null while the shopper buys as a consumer. */
export interface BusinessBuyerDraft {
  gstin: string;
  name: string;
}

export const MAX_BUSINESS_NAME = 100;

export interface BusinessBuyerProblems {
  gstin?: string;
  name?: string;
}

/** The shared check's refusal in the page's language (its English when the catalogue lacks it). */
const gstinWording = (problem: string | undefined) => problem && (m.gstinProblems[problem] ?? problem);

/** What is wrong with the business details, field by field: the GSTIN's shape and checksum, the name's length. */
export function businessBuyerProblems(draft: BusinessBuyerDraft): BusinessBuyerProblems {
  const name = draft.name.trim();
  return {
    gstin: draft.gstin ? gstinWording(gstinProblem(draft.gstin, undefined)) : m.enterGstin,
    name: !name ? m.enterBusinessName : name.length > MAX_BUSINESS_NAME ? m.businessNameTooLong({ max: MAX_BUSINESS_NAME }) : undefined,
  };
}

/** The state a valid GSTIN belongs to (its first two digits), the B2B order's place of supply. */
export function gstinStateName(gstin: string): string | undefined {
  if (gstinProblem(gstin, undefined)) return undefined;
  return INDIAN_STATES.find((state) => state.code === gstin.slice(0, 2))?.name;
}

/**
 * 'Buying for a business?' at checkout (docs/decisions/047-credit-notes-and-gstr1.md): the buyer's GSTIN,
 * upper-cased and checked as typed (shape and check character, as the shop's own in Settings), and the
 * business name; the order is then a B2B sale whose invoice carries them. `serverProblems` are the server's
 * refusals, beside their fields.
 */
export function BusinessBuyerFields({
  draft,
  onChange,
  tried,
  serverProblems = {},
}: {
  draft: BusinessBuyerDraft | null;
  onChange: (draft: BusinessBuyerDraft | null) => void;
  /** The shopper tried to place the order: every problem shows. */
  tried: boolean;
  serverProblems?: BusinessBuyerProblems;
}) {
  // A GSTIN is checked once all 15 characters are typed or the shopper leaves the field, not at the first key.
  const [leftGstin, setLeftGstin] = useState(false);
  const problems = draft ? businessBuyerProblems(draft) : {};
  const showGstin = draft !== null && (tried || leftGstin || draft.gstin.length >= 15);
  return (
    <Stack gap="sm">
      <PlainCheckbox
        label={m.businessCheckbox}
        description={m.businessDescription}
        checked={draft !== null}
        onChange={(checked) => onChange(checked ? { gstin: '', name: '' } : null)}
      />
      {draft ? (
        <ColumnGrid cols={{ base: 1, xs: 2 }} gap="var(--mantine-spacing-sm)">
          <PlainField
            label="GSTIN"
            required
            maxLength={15}
            autoComplete="off"
            spellCheck={false}
            placeholder="29ABCDE1234F1Z5"
            value={draft.gstin}
            error={(showGstin && problems.gstin) || serverProblems.gstin}
            onChange={(event) => onChange({ ...draft, gstin: event.currentTarget.value.toUpperCase().replace(/\s+/g, '') })}
            onBlur={() => setLeftGstin(draft.gstin.length > 0)}
          />
          <PlainField
            label={m.businessName}
            required
            maxLength={MAX_BUSINESS_NAME}
            autoComplete="organization"
            value={draft.name}
            error={(tried && problems.name) || serverProblems.name}
            onChange={(event) => onChange({ ...draft, name: event.currentTarget.value })}
          />
        </ColumnGrid>
      ) : null}
    </Stack>
  );
}
