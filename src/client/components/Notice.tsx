import type { CSSProperties, ReactNode } from 'react';
import classes from './Notice.module.css';

/** A note in the theme's light Alert look (Notice.module.css): brand blue, red for a failure, green for done, orange for a warning. */
export function Notice({
  color = 'brand',
  title,
  role,
  style,
  children,
}: {
  color?: 'brand' | 'red' | 'green' | 'orange';
  title?: string;
  role?: 'alert' | 'status';
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <div className={`${classes.notice} ${classes[color]}`} role={role} style={style}>
      <div className={classes.body}>
        {title && <span className={classes.title}>{title}</span>}
        <div className={classes.message}>{children}</div>
      </div>
    </div>
  );
}
