import {
  LIVE_EVENTS,
  NOTIFICATION_READ_MODELS,
  QUOTATION_READ_MODELS,
  type ReadModelChanged,
} from '@packflow/contracts';
import { type SignedInClient, liveSocket, socketReady } from '../test/support/api-client';
import { pouchForm } from '../test/support/quotation-forms';
import { nextPhone } from '../test/support/staff';
import { percentile, progress, report, round, startBenchApi } from './support';

const DECISIONS = 200;
const WARM_UP = 10;

/**
 * notifications.fanout: ms from a supervisor's decision being committed (its answer) to the
 * salesman's notification of it arriving in his connected socket.io client: the decision's event,
 * the notifications reactor's append to his stream, the notifications projector, and the live
 * message to his room. Baseline, in the same run and for the same decisions: the quotations read
 * model's change (the quotation's new status) reaching the same client, a plain projection.
 */
export async function benchNotificationsFanout(): Promise<void> {
  const bench = await startBenchApi();
  const { api } = bench;
  const socket = { close: () => undefined as unknown };
  try {
    progress(`notifications.fanout: ${DECISIONS + WARM_UP} quotations sent to review`);
    const { client: finance } = await bench.staff('Finance', 'bench-finance');
    const { id: salesId, client: sales } = await bench.staff('OperatorIndex', 'bench-sales', {
      areacode: 'Q',
    });
    const { client: boss } = await bench.staff('OperatorManage', 'bench-boss');
    const paid = await finance.post('/golden-bean/recharge', {
      accountId: salesId,
      amount: '100000',
      note: 'bench',
    });
    const customer = await sales.post<{ id: string }>('/customer', { name: 'Bench', phone: nextPhone() });
    if (paid.body.code !== 0 || customer.body.code !== 0) throw new Error('bench set-up refused');
    const pending: string[] = [];
    for (let i = 0; i < DECISIONS + WARM_UP; i++) {
      const q = await sales.post<{ id: string; status: string }>(
        '/quotation',
        pouchForm(customer.body.data.id, { ratio: '90' }),
      );
      if (q.body.code !== 0 || q.body.data.status !== 'pending')
        throw new Error(`generation refused: ${q.body.msg}`);
      pending.push(q.body.data.id);
    }

    // The salesman's console: every change it hears, with when.
    const heard: { readModel: string; position: bigint; at: number }[] = [];
    const live = liveSocket(api.url, sales.session!);
    socket.close = () => live.close();
    live.on(LIVE_EVENTS.changed, (change: ReadModelChanged) =>
      heard.push({ readModel: change.readModel, position: BigInt(change.position), at: performance.now() }),
    );
    await socketReady(live);

    progress(`notifications.fanout: ${DECISIONS} decisions, one after the other`);
    const fanout: number[] = [];
    const plain: number[] = [];
    for (const [i, id] of pending.entries()) {
      const { position, at } = await decide(boss, id);
      const notified = await arrival(heard, NOTIFICATION_READ_MODELS.notifications, position);
      const projected = await arrival(heard, QUOTATION_READ_MODELS.quotations, position);
      if (i < WARM_UP) continue;
      fanout.push(Math.max(0, notified - at));
      plain.push(Math.max(0, projected - at));
    }
    fanout.sort((a, b) => a - b);
    plain.sort((a, b) => a - b);
    report({
      name: 'notifications.fanout',
      value: round(percentile(fanout, 99), 2),
      unit: 'ms (p99)',
      p50: round(percentile(fanout, 50), 2),
      baseline: round(percentile(plain, 99), 2),
      baseline_p50: round(percentile(plain, 50), 2),
      decisions: fanout.length,
      baseline_is: "the quotations read model's change for the same decision reaching the same client",
    });
  } finally {
    socket.close();
    await bench.close();
  }
}

/** Approves a quotation; answers its event's position and when the answer (after the commit) came. */
async function decide(boss: SignedInClient, id: string): Promise<{ position: bigint; at: number }> {
  const answer = await boss.post(`/quotation/${id}/approve`, { reason: 'bench' });
  const at = performance.now();
  if (answer.body.code !== 0) throw new Error(`approval refused: ${answer.body.msg}`);
  return { position: BigInt(String(answer.body.extra?.position)), at };
}

/** When the client first heard of a change of `readModel` at or after `position` (waiting up to 10 s). */
async function arrival(
  heard: readonly { readModel: string; position: bigint; at: number }[],
  readModel: string,
  position: bigint,
): Promise<number> {
  const deadline = performance.now() + 10_000;
  for (;;) {
    const found = heard.find((h) => h.readModel === readModel && h.position >= position);
    if (found) return found.at;
    if (performance.now() > deadline) throw new Error(`no ${readModel} change after ${position}`);
    await new Promise((r) => setTimeout(r, 1));
  }
}
