import { type FileFieldRule, parseFilePath, splitFilePaths } from '@packflow/contracts';
import { filePolicies, storedFile } from '@packflow/domain';
import type { Infrastructure } from '@packflow/runtime';
import { imageLimit } from './upload-limit';

/**
 * A record's file field holds stored paths of the files area ('||'-joined): each path new on the
 * record must be a file the actor may put there (their own upload, or any for a manager) and of the
 * field's kinds; what the record holds already (`held`) may stay. An image field takes at most the
 * /Sysset image limit. Refused naming the field, so a path never becomes a way to read someone
 * else's file through one's own record.
 */
export async function assertMayAttachFiles(
  infra: Infrastructure,
  actor: filePolicies.FileActor,
  field: string,
  value: string | undefined,
  rule: FileFieldRule,
  held: ReadonlySet<string> = new Set(),
): Promise<void> {
  const paths = splitFilePaths(value);
  if (rule.tooMany) filePolicies.assertWithinImageLimit(field, paths, held, rule, await imageLimit(infra));
  for (const path of paths) {
    const named = parseFilePath(path);
    const { file } = named
      ? await infra.commands.load(storedFile.fileDecider, storedFile.fileStream(named.id))
      : { file: null };
    filePolicies.assertMayAttach(actor, field, path, file?.path === path ? file : null, rule, held.has(path));
  }
}
