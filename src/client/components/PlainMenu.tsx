import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import classes from './PlainMenu.module.css';

/**
 * One entry of a PlainMenu: a page to open, or something to do. A page is opened by wouter (in this build's
 * language), or with `fullPage` by a plain link that loads `href` as it is (the admin area, English only).
 */
export type MenuEntry = { label: string; href: string; fullPage?: boolean } | { label: string; onSelect: () => void };

/**
 * The theme's Menu as the WAI-ARIA menu button (docs/decisions/019-page-weight.md): a button that opens a
 * list of menu items under it. Arrow keys, Home and End move between the items, Escape closes it and gives
 * the focus back to the button, and a click anywhere else or Tab closes it. Mantine's Menu brought its
 * popover and floating-ui, about 35 KB of script on every signed-in page.
 */
export function PlainMenu({
  label,
  face,
  entries,
  buttonClassName,
  width = 180,
}: {
  /** The button's name, and the list's. */
  label: string;
  /** What the button shows. */
  face: ReactNode;
  entries: readonly MenuEntry[];
  buttonClassName?: string;
  width?: number;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLElement | null)[]>([]);
  // Which item takes the focus once the list is drawn: the first, the last, or none (opened by a click).
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last' | null>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  useEffect(() => {
    if (!open || !focusOnOpen) return;
    (focusOnOpen === 'first' ? items.current[0] : items.current[entries.length - 1])?.focus();
  }, [open, focusOnOpen, entries.length]);

  const openWith = (focus: 'first' | 'last' | null) => {
    setFocusOnOpen(focus);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const at = items.current.findIndex((item) => item === document.activeElement);
    const move = (to: number) => {
      event.preventDefault();
      items.current[(to + entries.length) % entries.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(entries.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <div className={classes.root} ref={root}>
      <button
        ref={button}
        type="button"
        className={buttonClassName ? `${classes.button} ${buttonClassName}` : classes.button}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => (open ? close(false) : openWith(null))}
        onKeyDown={onButtonKey}
      >
        {face}
      </button>
      {open && (
        <ul className={classes.dropdown} id={id} role="menu" aria-label={label} style={{ width }} onKeyDown={onMenuKey}>
          {entries.map((entry, i) => (
            <li key={entry.label} role="none">
              {'href' in entry ? (
                entry.fullPage ? (
                  <a
                    href={entry.href}
                    role="menuitem"
                    tabIndex={-1}
                    className={classes.item}
                    ref={(element) => {
                      items.current[i] = element;
                    }}
                    onClick={() => close(false)}
                  >
                    {entry.label}
                  </a>
                ) : (
                  <Link
                    href={entry.href}
                    role="menuitem"
                    tabIndex={-1}
                    className={classes.item}
                    ref={(element: HTMLAnchorElement | null) => {
                      items.current[i] = element;
                    }}
                    onClick={() => close(false)}
                  >
                    {entry.label}
                  </Link>
                )
              ) : (
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={classes.item}
                  ref={(element) => {
                    items.current[i] = element;
                  }}
                  onClick={() => {
                    close(false);
                    entry.onSelect();
                  }}
                >
                  {entry.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
