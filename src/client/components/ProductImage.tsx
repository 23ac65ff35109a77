import { useState, type ComponentPropsWithoutRef, type CSSProperties } from 'react';
import { imageSrcSet } from '../../shared/images.js';
import classes from './ProductImage.module.css';

type ProductImageProps = Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'srcSet' | 'sizes'> & {
  src: string;
  /** How wide the image is shown, for the browser to choose a copy (the `sizes` attribute). */
  sizes: string;
  /** Shown instead when the picture fails to load. */
  fallbackSrc?: string;
  /** Rounded corners, one of the theme's radii. */
  radius?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
};

/**
 * A product's picture in the copy that fits where it is shown: a stored image brings its smaller WebP
 * copies as `srcset` (src/shared/images.ts). If the picture fails to load, the sample image stands in,
 * without the copies (which would otherwise win over it). A plain <img> with the look of the theme's
 * Image (ProductImage.module.css).
 */
export function ProductImage({ src, sizes, fallbackSrc = '/images/sample.svg', radius, onError, className, style, ...props }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const srcSet = failed ? undefined : imageSrcSet(src);
  const rounded: CSSProperties | undefined = radius ? { borderRadius: `var(--mantine-radius-${radius})` } : undefined;
  return (
    <img
      {...props}
      className={className ? `${classes.image} ${className}` : classes.image}
      style={rounded || style ? { ...rounded, ...style } : undefined}
      src={failed ? fallbackSrc : src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      onError={(event) => {
        if (!failed) setFailed(true);
        onError?.(event);
      }}
    />
  );
}
