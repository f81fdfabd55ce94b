import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from './placeholder-image.js';

type VendorImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & { src: string | undefined; alt: string };

/** An image that swaps itself for the placeholder once when it cannot be loaded. */
export function VendorImage({ src, alt, ...rest }: VendorImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  return (
    <img
      {...rest}
      src={broken ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      data-placeholder={broken ? 'true' : undefined}
      onError={() => {
        if (src) setFailedSrc(src);
      }}
    />
  );
}
