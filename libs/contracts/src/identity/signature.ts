/**
 * Request signing (spec section 7). Every signed request carries Token, Logintime, Checkcode,
 * Requesttime, Device and Signature, where
 *
 *   Signature = lowercase hex SHA-256 of signatureBase(token, logintime, checkcode, requesttime, secret, device)
 *
 * and `secret` is the per-session secret the login answered (never sent again). The README
 * documents the scheme, its limits and what the server adds.
 */
export interface SignedValues {
  token: string;
  logintime: string;
  checkcode: string;
  requesttime: string;
  secret: string;
  device: string;
}

/** The six values sorted as strings (by UTF-16 code unit, as JavaScript's sort does) and joined with nothing between. */
export function signatureBase(values: SignedValues): string {
  return [values.token, values.logintime, values.checkcode, values.requesttime, values.secret, values.device]
    .sort()
    .join('');
}

/** A Requesttime further than this from the server's clock is refused. */
export const SIGNATURE_WINDOW_SECONDS = 300;

/** The Device header the console sends. */
export const CONSOLE_DEVICE = 'ADMIN';
