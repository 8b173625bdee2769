import {
  CUSTOMER_FILE_FIELDS,
  type CustomerFields,
  type CustomerForm,
  splitFilePaths,
} from '@packflow/contracts';
import type { filePolicies } from '@packflow/domain';
import type { Infrastructure } from '@packflow/runtime';
import { assertMayAttachFiles } from '../../files/attach-files';

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
  for (const field of Object.keys(CUSTOMER_FILE_FIELDS) as (keyof typeof CUSTOMER_FILE_FIELDS)[])
    await assertMayAttachFiles(
      infra,
      actor,
      field,
      form[field],
      CUSTOMER_FILE_FIELDS[field],
      new Set(splitFilePaths(current?.[field])),
    );
}
