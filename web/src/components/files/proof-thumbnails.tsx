import { useState } from 'react';
import { MediaIcon } from '@blueprintjs/icons';
import { splitPaths } from './file-url';
import { useFileUrl } from './use-file-url';

/** Thumbnail and fallback icon sizes: small in a grid's cell, large on a record's page. */
const SIZES = { small: { image: 28, icon: 20 }, large: { image: 64, icon: 24 } } as const;

type ProofSize = keyof typeof SIZES;

/** One proof: its thumbnail, or an image icon when the thumbnail cannot be shown; opens the image. */
function Proof({ path, label, size }: { path: string; label: string; size: ProofSize }) {
  const urlOf = useFileUrl();
  const [failed, setFailed] = useState(false);
  const { image, icon } = SIZES[size];
  return (
    <a href={urlOf(path)} target="_blank" rel="noreferrer" aria-label={label} title={label}>
      {failed ? (
        <MediaIcon size={icon} />
      ) : (
        <img
          src={urlOf(path, { thumb: true })}
          alt={label}
          height={image}
          width={image}
          onError={() => setFailed(true)}
        />
      )}
    </a>
  );
}

/**
 * Proof images as thumbnails, each opening the full image in a new tab. `proofs` is one stored
 * value or several, each of which may itself hold several paths joined by '||'.
 */
export function ProofThumbnails({
  proofs,
  label,
  size = 'small',
  className,
}: {
  proofs: string | readonly string[];
  label: string;
  size?: ProofSize;
  className?: string;
}) {
  const paths = (typeof proofs === 'string' ? [proofs] : proofs).flatMap((p) => splitPaths(p));
  return (
    <span className={className}>
      {paths.map((path, i) => (
        <Proof key={path} path={path} label={`${label} ${i + 1}`} size={size} />
      ))}
    </span>
  );
}
