/** What a field takes. Spec section 5: image upload accepts .png and .jpg; attachments are PDFs. */
export type FileKind = 'image' | 'pdf';

interface KindRule {
  extensions: readonly string[];
  mimes: readonly string[];
  /** How the kind is named to people. */
  label: string;
}

const KINDS: Record<FileKind, KindRule> = {
  image: { extensions: ['.png', '.jpg', '.jpeg'], mimes: ['image/png', 'image/jpeg'], label: '.png/.jpg' },
  pdf: { extensions: ['.pdf'], mimes: ['application/pdf'], label: '.pdf' },
};

/** The file input's `accept`: the extensions and types of the kind. */
export const acceptOf = (kind: FileKind): string =>
  [...KINDS[kind].extensions, ...KINDS[kind].mimes].join(',');

export const kindLabel = (kind: FileKind): string => KINDS[kind].label;

/**
 * Whether a chosen file looks like the kind (by its name and the type the browser gives). Only a
 * first check so nobody waits for a refusal: the server checks the bytes.
 */
export function fitsKind(file: { name: string; type: string }, kind: FileKind): boolean {
  const name = file.name.toLowerCase();
  const rule = KINDS[kind];
  return (
    rule.extensions.some((ext) => name.endsWith(ext)) && (file.type === '' || rule.mimes.includes(file.type))
  );
}

/** Whether a stored file (its type as the server recorded it) is of the kind. */
export const isOfKind = (mime: string | null | undefined, kind: FileKind): boolean =>
  KINDS[kind].mimes.includes((mime ?? '').toLowerCase());
