import { randomUUID } from 'node:crypto';
import { ResultCode } from '@packflow/contracts';
import { PGLITE, describeOn, useTestApi } from '../support/test-api';

/**
 * A record asked for right after one's own write (`_position`) that the read model has not reached
 * yet is "busy, try again" (503 with Retry-After, which the console retries), never "no such
 * record"; without a position, or once caught up, a missing record is 404.
 */
describeOn(PGLITE, "reading one's own write while the read model catches up", () => {
  const t = useTestApi(PGLITE, { READ_YOUR_WRITES_TIMEOUT_MS: '200' });

  it.each(['quotation', 'contract'])(
    'answers 503 for a %s not yet in its read model, 404 once nothing is pending',
    async (kind) => {
      const admin = await t.admin();
      // A position no read model has reached (positions grow with the store's transactions).
      const ahead = '9000000000000000000';
      const id = randomUUID();
      const waiting = await admin.get(`/${kind}/${id}?_position=${ahead}`);
      expect([waiting.status, waiting.body.code, waiting.body.extra?.error]).toEqual([
        503,
        ResultCode.UNAVAILABLE,
        'READ_MODEL.CATCHING_UP',
      ]);
      expect(waiting.headers.get('Retry-After')).toBe('1');
      const missing = await admin.get(`/${kind}/${id}`);
      expect([missing.status, missing.body.code]).toEqual([404, ResultCode.NOT_FOUND]);
    },
  );
});
