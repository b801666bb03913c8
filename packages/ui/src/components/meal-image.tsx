import { useState } from 'react';

export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360"><rect width="480" height="360" fill="#ffedd5"/><circle cx="240" cy="180" r="110" fill="#fff"/><circle cx="240" cy="180" r="80" fill="#fde68a"/><text x="240" y="330" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#9a3412">Hostel Meals</text></svg>',
  );

/**
 * A meal picture that falls back to the default picture when missing or broken. `eager` for a picture that is
 * likely the page's largest paint (the details picture, the first cards): fetched at once and first.
 */
export function MealImage({ src, alt, className, eager }: { src?: string | null; alt: string; className?: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={className}
      src={!src || failed ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      width={480}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
