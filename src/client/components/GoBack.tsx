import * as m from '@messages/go-back';
import { ArrowLeftIcon } from './icons.js';
import { PlainButton } from './PlainButton.js';

export function GoBack({ href = '/' }: { href?: string }) {
  return (
    <PlainButton href={href} variant="default" leftSection={<ArrowLeftIcon size={16} />} style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
      {m.goBack}
    </PlainButton>
  );
}
