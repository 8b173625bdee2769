import { openPglite } from './sql-pool';

describe('the embedded database', () => {
  it('comes with pg_trgm, which the customer search indexes with', async () => {
    const db = await openPglite();
    try {
      await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      const { rows } = await db.query<{ s: number }>("SELECT similarity('packaging', 'package') AS s");
      expect(rows[0]!.s).toBeGreaterThan(0.3);
    } finally {
      await db.close();
    }
  });
});
