import {
  CUSTOMER_FILE_FIELDS,
  type CustomerFields,
  type CustomerForm,
  parseFilePath,
  splitFilePaths,
} from '@packflow/contracts';
import { filePolicies, storedFile } from '@packflow/domain';
import type { Infrastructure } from '@packflow/runtime';

/**
 * A customer's images and attachments hold stored paths of the files area: each path new on the
 * customer must be a file the actor may put there (their own upload, or any for a manager), of
 * the field's kinds; what the customer holds already may stay. Refused naming the field.
 */
export async function checkCustomerFiles(
  infra: Infrastructure,
  actor: filePolicies.FileActor,
  form: Pick<CustomerForm, 'images' | 'attachments'>,
  current: CustomerFields | null,
): Promise<void> {
  for (const field of Object.keys(CUSTOMER_FILE_FIELDS) as (keyof typeof CUSTOMER_FILE_FIELDS)[]) {
    const value = form[field];
    if (value === undefined) continue;
    const held = new Set(splitFilePaths(current?.[field]));
    for (const path of splitFilePaths(value)) {
      const named = parseFilePath(path);
      const { file } = named
        ? await infra.commands.load(storedFile.fileDecider, storedFile.fileStream(named.id))
        : { file: null };
      filePolicies.assertMayAttach(
        actor,
        field,
        path,
        file?.path === path ? file : null,
        CUSTOMER_FILE_FIELDS[field],
        held.has(path),
      );
    }
  }
}
