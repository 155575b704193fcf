import { useState, type CSSProperties } from 'react';

/**
 * A small image that loads lazily over its placeholder colour and comes into focus once loaded
 * (blur-up). Width and height reserve its space, so nothing moves when it arrives.
 */
export function BlurImage({
  src,
  alt,
  placeholder,
  width,
  height,
  eager = false,
}: {
  src: string;
  /** Empty for a decorative image (its link or heading already names it). */
  alt: string;
  placeholder: string;
  width: number;
  height: number;
  /** For the image at the top of a page: fetched at once instead of when scrolled near. */
  eager?: boolean;
}) {
  const [loaded, setLoaded] = useState(false);
  return (
    <span className="blur-image" style={{ '--placeholder': placeholder } as CSSProperties}>
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={loaded ? 'is-loaded' : undefined}
        onLoad={() => setLoaded(true)}
      />
    </span>
  );
}
