import { ActionIcon, Tooltip } from '@mantine/core';
import { TrashIcon } from '../../components/icons.js';

/** A table row's delete button: a red bin with a "Delete" tooltip; `label` names what it deletes for screen readers. */
export function DeleteButton({ label, loading, onClick }: { label: string; loading: boolean; onClick: () => void }) {
  return (
    <Tooltip label="Delete" withArrow>
      <ActionIcon variant="light" color="red" size="lg" aria-label={label} loading={loading} onClick={onClick}>
        <TrashIcon size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
