import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../ui/toaster';
import { fitsKind, kindLabel, type FileKind } from './file-kinds';
import { joinPaths, splitPaths } from './file-url';
import { useRefreshFiles } from './library-api';
import { uploadFile } from './upload';

/** A file on its way up: its name and the fraction sent. */
export interface PendingUpload {
  key: number;
  name: string;
  progress: number;
}

export interface UploadsOptions {
  kind: FileKind;
  limit: number;
  /** The paths joined by '||'. */
  value: string;
  onChange?: ((value: string) => void) | undefined;
  cateid?: string | undefined;
}

let nextKey = 1;

/**
 * The value of an upload field and what changes it: uploads (checked against the limit and the
 * kind before anything is sent), paths picked from the library, removal and reordering. The
 * value is always the paths joined by '||'.
 */
export function useUploads({ kind, limit, value, onChange, cateid }: UploadsOptions) {
  const { t } = useTranslation();
  const refreshFiles = useRefreshFiles();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  // Uploads finish after later renders: they add to the value as it is then, not as it was.
  const latest = useRef(value);
  latest.current = value;
  const paths = splitPaths(value);
  const room = Math.max(0, limit - paths.length - pending.length);
  const tooMany = () => void toastError(t('files.tooMany', { n: limit }));
  const set = (next: string[]) => onChange?.(joinPaths(next));

  async function upload(files: readonly File[]): Promise<void> {
    if (files.length === 0) return;
    if (files.length > room) return tooMany();
    if (files.some((file) => !fitsKind(file, kind))) {
      return void toastError(t('files.wrongType', { types: kindLabel(kind) }));
    }
    const batch = files.map((file) => ({ key: nextKey++, name: file.name, progress: 0 }));
    const keys = new Set(batch.map((p) => p.key));
    setPending((old) => [...old, ...batch]);
    const progress = (key: number) => (fraction: number) =>
      setPending((old) => old.map((p) => (p.key === key ? { ...p, progress: fraction } : p)));
    const results = await Promise.allSettled(
      files.map((file, i) => uploadFile(file, { cateid, onProgress: progress(batch[i]!.key) })),
    );
    setPending((old) => old.filter((p) => !keys.has(p.key)));
    const uploaded = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.path] : []));
    if (uploaded.length > 0) {
      set([...splitPaths(latest.current), ...uploaded]);
      void refreshFiles();
      await toastSuccess(t('files.uploadSuccessful'));
    }
    for (const result of results) {
      if (result.status === 'rejected') {
        const reason: unknown = result.reason;
        void toastError(reason instanceof Error && reason.message ? reason.message : t('files.uploadFailed'));
      }
    }
  }

  /** Paths chosen in the library; one already in the field is not added twice. */
  function add(chosen: readonly string[]): void {
    const current = splitPaths(latest.current);
    const fresh = chosen.filter((path, i) => !current.includes(path) && chosen.indexOf(path) === i);
    if (fresh.length > room) return tooMany();
    if (fresh.length > 0) set([...current, ...fresh]);
  }

  const remove = (index: number) => set(paths.filter((_, i) => i !== index));

  /** Moves the path at `index` one place forward (-1) or back (+1). */
  function move(index: number, step: -1 | 1): void {
    const to = index + step;
    if (to < 0 || to >= paths.length) return;
    const next = [...paths];
    [next[index], next[to]] = [next[to]!, next[index]!];
    set(next);
  }

  return { paths, pending, room, upload, add, remove, move };
}
