import type { ButtonHTMLAttributes, CSSProperties, MouseEventHandler, ReactNode } from 'react';
import { Link } from 'wouter';
import classes from './PlainButton.module.css';

/** The theme's button variants the storefront uses, as Mantine resolves their colours (light scheme). */
const VARIANTS = {
  filled: { bg: 'var(--mantine-primary-color-filled)', hover: 'var(--mantine-primary-color-filled-hover)', color: 'var(--mantine-color-white)', bd: '1px solid transparent' },
  light: { bg: 'var(--mantine-primary-color-light)', hover: 'var(--mantine-primary-color-light-hover)', color: 'var(--mantine-primary-color-light-color)', bd: '1px solid transparent' },
  subtle: { bg: 'transparent', hover: 'var(--mantine-primary-color-light-hover)', color: 'var(--mantine-primary-color-light-color)', bd: '1px solid transparent' },
  default: { bg: 'var(--mantine-color-default)', hover: 'var(--mantine-color-default-hover)', color: 'var(--mantine-color-default-color)', bd: '1px solid var(--mantine-color-default-border)' },
} as const;

export type PlainButtonVariant = keyof typeof VARIANTS;

/** Colours of a button that is not one of the theme's variants (any CSS colour). */
export interface ButtonColours {
  bg?: string;
  hover?: string;
  color?: string;
}

type Radius = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

function colourVars(variant: PlainButtonVariant, colours: ButtonColours | undefined, radius: Radius | undefined): CSSProperties {
  const base = VARIANTS[variant];
  return {
    '--button-bg': colours?.bg ?? base.bg,
    '--button-hover': colours?.hover ?? base.hover,
    '--button-color': colours?.color ?? base.color,
    '--button-bd': base.bd,
    ...(radius ? { '--button-radius': `var(--mantine-radius-${radius})` } : {}),
  } as CSSProperties;
}

interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'onClick'> {
  variant?: PlainButtonVariant;
  colours?: ButtonColours;
  size?: 'xs' | 'sm' | 'md';
  radius?: Radius;
  leftSection?: ReactNode;
  loading?: boolean;
  fullWidth?: boolean;
  /** A link (wouter's, so the app moves without reloading) that looks like a button. */
  href?: string;
  onClick?: MouseEventHandler<HTMLElement>;
  children: ReactNode;
}

/** The theme's Button as a plain <button> or link (PlainButton.module.css). */
export function PlainButton({ variant = 'filled', colours, size = 'sm', radius, leftSection, loading = false, fullWidth = false, href, className, style, children, disabled, onClick, ...rest }: PlainButtonProps) {
  const classNames = [classes.button, classes[size], fullWidth && classes.block, leftSection !== undefined && classes.withLeft, className].filter(Boolean).join(' ');
  const inner = (
    <span className={classes.inner}>
      {leftSection !== undefined && <span className={classes.section}>{leftSection}</span>}
      <span className={classes.label}>{children}</span>
    </span>
  );
  const styles = { ...colourVars(variant, colours, radius), ...style };
  if (href !== undefined) {
    return (
      <Link
        href={href}
        className={classNames}
        style={styles}
        data-disabled={disabled || undefined}
        aria-disabled={disabled || undefined}
        aria-label={rest['aria-label']}
        aria-current={rest['aria-current']}
        onClick={(event) => {
          if (disabled) event.preventDefault();
          else onClick?.(event);
        }}
      >
        {inner}
      </Link>
    );
  }
  return (
    <button type="button" {...rest} className={classNames} style={styles} disabled={disabled || loading} data-loading={loading || undefined} onClick={onClick}>
      {inner}
    </button>
  );
}

interface PlainIconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  'aria-label': string;
  variant?: PlainButtonVariant;
  colours?: ButtonColours;
  /** Width and height in px. */
  size: number;
  radius?: Radius;
  /** An outside link, opened as a plain <a>. */
  href?: string;
  target?: string;
  rel?: string;
  children: ReactNode;
}

/** The theme's ActionIcon as a plain <button> or <a> (PlainButton.module.css). */
export function PlainIconButton({ variant = 'filled', colours, size, radius, href, target, rel, className, style, children, ...rest }: PlainIconButtonProps) {
  const styles = { ...colourVars(variant, colours, radius), '--icon-size': `${size}px`, ...style } as CSSProperties;
  const classNames = className ? `${classes.icon} ${className}` : classes.icon;
  if (href !== undefined) {
    return (
      <a href={href} target={target} rel={rel} className={classNames} style={styles} aria-label={rest['aria-label']}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" {...rest} className={classNames} style={styles}>
      {children}
    </button>
  );
}
