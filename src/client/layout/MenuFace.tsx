import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../components/icons.js';
import classes from './Header.module.css';

/**
 * The face of a header menu button: its icon, then its text and a chevron. On phones only the icon shows
 * (the button's aria-label still names it), so the menus never crowd the logo.
 */
export function MenuFace({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <>
      {icon}
      <Text span fw={600} size="sm" ml={6} className={classes.menuLabel}>
        {label}
      </Text>
      <ChevronDownIcon size={14} className={classes.chevron} />
    </>
  );
}
