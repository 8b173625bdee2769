import { useState } from 'react';
import { MediaIcon } from '@blueprintjs/icons';
import { splitPaths, useFileUrl } from '../../../components/files';

/** One proof: its thumbnail, or an image icon when the thumbnail cannot be shown; opens the image. */
function Proof({ path, label }: { path: string; label: string }) {
  const urlOf = useFileUrl();
  const [failed, setFailed] = useState(false);
  return (
    <a href={urlOf(path)} target="_blank" rel="noreferrer" aria-label={label} title={label}>
      {failed ? (
        <MediaIcon size={20} />
      ) : (
        <img
          src={urlOf(path, { thumb: true })}
          alt={label}
          height={28}
          width={28}
          onError={() => setFailed(true)}
        />
      )}
    </a>
  );
}

/** A receipt's proof images as small thumbnails, each opening the full image in a new tab. */
export function ProofThumbnails({ proofs, label }: { proofs: string; label: string }) {
  return (
    <span className="pf-receipt-proofs">
      {splitPaths(proofs).map((path, i) => (
        <Proof key={path} path={path} label={`${label} ${i + 1}`} />
      ))}
    </span>
  );
}
