import { Image, type ImageProps } from '@mantine/core';
import { useState, type ComponentPropsWithoutRef } from 'react';
import { imageSrcSet } from '../../shared/images.js';

type ProductImageProps = Omit<ImageProps, 'src'> &
  Omit<ComponentPropsWithoutRef<'img'>, keyof ImageProps | 'srcSet'> & {
    src: string;
    /** How wide the image is shown, for the browser to choose a copy (the `sizes` attribute). */
    sizes: string;
  };

/**
 * A product's picture in the copy that fits where it is shown: a stored image brings its smaller WebP
 * copies as `srcset` (src/shared/images.ts). If the picture fails to load, the sample image stands in,
 * without the copies (which would otherwise win over it).
 */
export function ProductImage({ src, sizes, fallbackSrc = '/images/sample.svg', onError, ...props }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const srcSet = failed ? undefined : imageSrcSet(src);
  return (
    <Image
      {...props}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      fallbackSrc={fallbackSrc}
      onError={(event) => {
        setFailed(true);
        onError?.(event);
      }}
    />
  );
}
