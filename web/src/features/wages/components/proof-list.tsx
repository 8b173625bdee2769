import { useState } from 'react';
import { MediaIcon } from '@blueprintjs/icons';
import { splitPaths, useFileUrl } from '../../../components/files';

/** One proof: its thumbnail (an image icon when it cannot be shown), opening the full image. */
function Proof({ path, label }: { path: string; label: string }) {
  const urlOf = useFileUrl();
  const [failed, setFailed] = useState(false);
  return (
    <a href={urlOf(path)} target="_blank" rel="noreferrer" aria-label={label} title={label}>
      {failed ? (
        <MediaIcon size={24} />
      ) : (
        <img
          src={urlOf(path, { thumb: true })}
          alt={label}
          height={64}
          width={64}
          onError={() => setFailed(true)}
        />
      )}
    </a>
  );
}

/** The proof images of a payment (each entry may itself hold several paths joined by '||'). */
export function ProofList({ proofs, label }: { proofs: readonly string[]; label: string }) {
  const paths = proofs.flatMap((p) => splitPaths(p));
  return (
    <span className="pf-wage-proofs">
      {paths.map((path, i) => (
        <Proof key={path} path={path} label={`${label} ${i + 1}`} />
      ))}
    </span>
  );
}
