import { splitPaths, useFileUrl } from '../../../components/files';

/** A receipt's proof images as small thumbnails, each opening the full image in a new tab. */
export function ProofThumbnails({ proofs, label }: { proofs: string; label: string }) {
  const urlOf = useFileUrl();
  return (
    <span className="pf-receipt-proofs">
      {splitPaths(proofs).map((path, i) => (
        <a key={path} href={urlOf(path)} target="_blank" rel="noreferrer" aria-label={`${label} ${i + 1}`}>
          <img src={urlOf(path, { thumb: true })} alt={`${label} ${i + 1}`} height={28} width={28} />
        </a>
      ))}
    </span>
  );
}
