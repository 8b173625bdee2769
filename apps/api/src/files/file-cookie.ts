import type { Request, Response } from 'express';

/**
 * The file cookie: the session's token, HttpOnly and SameSite=Strict, sent by the browser only to
 * /api/file/, so that plain `<img src>` and `<a href>` reach stored files (which a signed request
 * cannot do). Set at login, cleared at logout; the download route reads it (Sessions.authenticateToken).
 */
export const FILE_COOKIE = 'packflow_file';
const COOKIE_PATH = '/api/file';

export function setFileCookie(req: Request, res: Response, token: string, maxAgeMs: number): void {
  res.cookie(FILE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure,
    path: COOKIE_PATH,
    maxAge: maxAgeMs,
  });
}

export function clearFileCookie(req: Request, res: Response): void {
  res.clearCookie(FILE_COOKIE, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: COOKIE_PATH });
}

/** The file cookie's token from the request, if sent. */
export function fileCookieOf(req: Request): string | undefined {
  for (const part of (req.header('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === FILE_COOKIE) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
