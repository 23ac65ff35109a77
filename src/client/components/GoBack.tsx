import { Button } from '@mantine/core';
import { Link } from 'wouter';
import { ArrowLeftIcon } from './icons.js';

export function GoBack({ href = '/' }: { href?: string }) {
  return (
    <Button component={Link} href={href} variant="default" leftSection={<ArrowLeftIcon size={16} />} mb="md">
      Go Back
    </Button>
  );
}
