import classes from './Placeholder.module.css';

/** Space held for something still loading, pulsing gently (Placeholder.module.css). */
export function Placeholder({ height, marginBottom }: { height: number; marginBottom?: string }) {
  return <div className={classes.placeholder} style={{ height, marginBottom }} />;
}
