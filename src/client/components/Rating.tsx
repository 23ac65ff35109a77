import * as m from '@messages/home';
import classes from './Rating.module.css';

/** The width of the coloured part of the five stars (each 18 px, 1 px apart) for a rating in half steps. */
function filledWidth(rounded: number): string {
  const whole = Math.floor(rounded);
  return `${whole * 19 + (rounded > whole ? 9 : 0)}px`;
}

/**
 * Five stars in half steps, with the review count beside them when given. The stars are one element
 * drawn by CSS (a row of star-shaped masks over grey, the coloured part a block of the rating's width), not
 * five SVGs: a list page shows two dozen ratings (docs/decisions/019-page-weight.md).
 */
export function Rating({ value, text, className }: { value: number; text?: string; className?: string }) {
  const rounded = Math.round(value * 2) / 2;
  return (
    <span className={className ? `${classes.rating} ${className}` : classes.rating}>
      <span role="img" aria-label={m.rated({ rating: rounded })} className={classes.stars}>
        <span className={classes.filled} style={{ width: filledWidth(rounded) }} />
      </span>
      {text && <span className={classes.text}>{text}</span>}
    </span>
  );
}

export const reviewCount = (count: number): string => m.reviews({ count });
