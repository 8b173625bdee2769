import { ResultCode } from '@packflow/contracts';
import type { DomainError } from '@packflow/domain';
import { ApiError, Translatable } from '../http/api-exception.filter';

/** 'Insufficient gold beans, please recharge in time', with the hint to ask Finance, in the caller's language. */
export function insufficientBeans(error: DomainError): ApiError {
  return new ApiError(422, ResultCode.BUSINESS_RULE, 'beans.insufficient', {}, error.code, {
    hint: new Translatable('beans.contactFinance'),
  });
}
