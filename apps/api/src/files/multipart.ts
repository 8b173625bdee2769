import { ResultCode } from '@packflow/contracts';
import type { Request, Response } from 'express';
import multer from 'multer';
import { ApiError } from '../http/api-exception.filter';

export interface MultipartUpload {
  file?: { buffer: Buffer; originalname: string; size: number };
  fields: Record<string, unknown>;
}

/** Room for the multipart framing and the form fields beside the file. */
const FRAMING_BYTES = 64 * 1024;

const refuse = (
  status: number,
  code: number,
  key: 'files.tooLarge' | 'files.oneFile' | 'files.noFile' | 'common.badRequest',
  mb: number,
) =>
  new ApiError(status, code, key, { mb }, status === 413 ? 'FILE.TOO_LARGE' : 'REQUEST.MALFORMED', {
    field: 'file',
  });

/**
 * Reads one file (field `file`) and a few small fields from a multipart body, holding at most
 * `maxMb` MB: a larger file stops the reading at that point (never buffered whole), as does a
 * declared length over the limit before any byte is read. Anything else in the body is refused.
 */
export function readMultipart(req: Request, res: Response, maxMb: number): Promise<MultipartUpload> {
  const maxBytes = maxMb * 1024 * 1024;
  const declared = Number(req.header('content-length') ?? NaN);
  const stop = (error: ApiError): Promise<never> => {
    // Answer now and let the connection go: the rest of the body is not read.
    res.setHeader('Connection', 'close');
    req.resume();
    return Promise.reject(error);
  };
  if (Number.isFinite(declared) && declared > maxBytes + FRAMING_BYTES)
    return stop(refuse(413, ResultCode.PAYLOAD_TOO_LARGE, 'files.tooLarge', maxMb));
  const parse = multer({
    storage: multer.memoryStorage(),
    // The name as sent (folders and all), so that one posing as a path is refused, not trimmed; UTF-8 names.
    preservePath: true,
    defParamCharset: 'utf8',
    limits: {
      fileSize: maxBytes,
      files: 1,
      fields: 4,
      parts: 5,
      fieldNameSize: 50,
      fieldSize: 200,
      headerPairs: 20,
    },
  }).single('file');
  return new Promise<MultipartUpload>((resolve, reject) => {
    parse(req, res, (error: unknown) => {
      if (!error) {
        resolve({ file: req.file, fields: { ...((req.body as Record<string, unknown> | undefined) ?? {}) } });
        return;
      }
      const code = (error as { code?: string }).code;
      if (code === 'LIMIT_FILE_SIZE')
        reject(refuse(413, ResultCode.PAYLOAD_TOO_LARGE, 'files.tooLarge', maxMb));
      else if (code === 'LIMIT_FILE_COUNT')
        reject(refuse(422, ResultCode.VALIDATION_FAILED, 'files.oneFile', maxMb));
      else if (code === 'LIMIT_UNEXPECTED_FILE')
        reject(refuse(422, ResultCode.VALIDATION_FAILED, 'files.noFile', maxMb));
      else reject(refuse(400, ResultCode.VALIDATION_FAILED, 'common.badRequest', maxMb));
    });
  }).catch((error: ApiError) => stop(error));
}

/** Whether the request carries a multipart body at all. */
export const isMultipart = (req: Request): boolean =>
  /^multipart\/form-data\b/i.test(req.header('content-type') ?? '');
