import { formNumber, msg, strictForm } from '@packflow/contracts';
import { z } from 'zod';

/** PUT bills/closes/settings: the hour (0-23, Asia/Shanghai) the scheduled close runs on the first of the month. */
export const monthCloseSettingsSchema = strictForm({
  hour: formNumber(
    z
      .number(msg('bills.closeHourInvalid'))
      .int(msg('bills.closeHourInvalid'))
      .min(0, msg('bills.closeHourInvalid'))
      .max(23, msg('bills.closeHourInvalid')),
  ),
});
