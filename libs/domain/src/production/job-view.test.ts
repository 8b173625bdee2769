import {
  AT,
  BAG_MAKER,
  JobDriver,
  LAMINATOR,
  PRESS,
  hoursAfter,
  opened,
} from '../../../../test/support/production-fixtures';
import {
  jobProgressOf,
  jobStandingOfRow,
  phaseOf,
  stageActions,
  stageStandingOfRow,
  summaryFor,
  summaryOf,
} from './policies';
import { jobStanding, stageGoodMetres, stageStanding } from './production-job';

/** A 1000-piece pouch 120 mm wide (120 m planned) printed, laminated once and made into bags. */
function job(): JobDriver {
  const d = new JobDriver();
  d.open(opened('o-1', { quantity: 1000 }));
  return d;
}

/** The stage as a production_stages row keeps it (the facts the checks read). */
function rowOf(d: JobDriver, key: string) {
  const standing = stageStanding(d.state, key);
  const index = d.state.stages.findIndex((s) => s.key === key);
  const previous = index > 0 ? d.state.stages[index - 1]! : null;
  const stage = d.state.stages[index]!;
  return {
    job_open: standing.open,
    confirmed: standing.confirmed,
    state: standing.state,
    kind: standing.kind,
    good_out: standing.goodOut,
    prev_state: previous?.state ?? null,
    prev_kind: previous?.kind ?? null,
    prev_good_metres: previous ? stageGoodMetres(d.state, previous) : null,
    cure_until: standing.cureUntil === null ? null : new Date(standing.cureUntil),
    cure_overridden: standing.cureOverridden,
    seq: stage.seq,
    stage_count: d.state.stages.length,
    parts_sent: stage.partsSent,
  };
}

describe("a production job's phase, progress and summary", () => {
  it('moves review -> scheduling -> ready -> running -> finished, or rejected, or closed', () => {
    const d = job();
    expect(phaseOf(d.state)).toBe('review');
    const rejected = job();
    rejected.review('reject');
    expect(phaseOf(rejected.state)).toBe('rejected');
    d.review('confirm');
    expect(phaseOf(d.state)).toBe('scheduling');
    d.schedule('printing', PRESS);
    expect(phaseOf(d.state)).toBe('scheduling');
    d.schedule('lamination-1', LAMINATOR);
    d.schedule('bagMaking', BAG_MAKER);
    expect(phaseOf(d.state)).toBe('ready');
    d.start('printing');
    expect(phaseOf(d.state)).toBe('running');
    const closed = job();
    closed.close();
    expect(phaseOf(closed.state)).toBe('closed');
  });

  it('counts progress as the mean of the stages: the first against the metres planned, later ones against the previous output', () => {
    const d = job();
    d.review('confirm');
    d.schedule('printing', PRESS);
    d.schedule('lamination-1', LAMINATOR);
    d.schedule('bagMaking', BAG_MAKER);
    d.start('printing');
    expect(jobProgressOf(d.state)).toBe(0);
    d.record('printing', { metresIn: 70, goodOut: 60 });
    // 60 of 120 m planned: half the first of three stages.
    expect(jobProgressOf(d.state)).toBeCloseTo(0.5 / 3, 4);
    d.record('printing', { metresIn: 80, goodOut: 70 });
    // Above the plan a running stage stays below 1.
    expect(summaryOf(d.state).progress).toBeCloseTo(0.99 / 3, 4);
    d.finish('printing');
    d.start('lamination-1');
    d.record('lamination-1', { metresIn: 65, goodOut: 60 });
    expect(jobProgressOf(d.state)).toBeCloseTo((1 + 0.5) / 3, 4);
    d.finish('lamination-1', AT);
    d.overrideCure('bagMaking', AT);
    d.start('bagMaking', hoursAfter(1));
    d.record('bagMaking', { metresIn: 60, goodOut: 450, setupWaste: 3 }, hoursAfter(1));
    d.finish('bagMaking', hoursAfter(2));
    expect(phaseOf(d.state)).toBe('finished');
    expect(jobProgressOf(d.state)).toBe(1);
    const summary = summaryOf(d.state);
    expect(summary.ledger?.[2]).toEqual({
      key: 'bagMaking',
      kind: 'bagMaking',
      metresIn: 60,
      goodMetres: 54,
      waste: 3,
      unaccounted: 3,
    });
    // A trader sees the stages and progress, never the ledger; a salesman sees both.
    expect(summaryFor(summary, { role: 'Traders' })).toEqual({ ...summary, ledger: null });
    expect(summaryFor(summary, { role: 'OperatorIndex' })).toBe(summary);
  });

  it("reads a stage's row into the standing its state gives, so a card offers what the job then does", () => {
    const d = job();
    const check = (key: string, at: string) => {
      expect(stageStandingOfRow(rowOf(d, key))).toEqual(stageStanding(d.state, key));
      for (const role of ['Product', 'ProductManage', 'OperatorIndex'] as const)
        expect(stageActions(stageStandingOfRow(rowOf(d, key)), { role }, at)).toEqual(
          stageActions(stageStanding(d.state, key), { role }, at),
        );
    };
    check('printing', AT);
    d.review('confirm');
    d.schedule('printing', PRESS);
    d.schedule('lamination-1', LAMINATOR);
    d.schedule('bagMaking', BAG_MAKER);
    check('printing', AT);
    d.start('printing');
    d.record('printing', { metresIn: 150, goodOut: 130 });
    d.finish('printing');
    d.start('lamination-1');
    d.record('lamination-1', { metresIn: 130, goodOut: 125 });
    d.finish('lamination-1');
    // The bag maker's card while the roll cures (24 h) and after.
    check('bagMaking', hoursAfter(2));
    expect(
      stageActions(stageStandingOfRow(rowOf(d, 'bagMaking')), { role: 'ProductManage' }, hoursAfter(2)),
    ).toEqual(['schedule', 'overrideCure']);
    check('bagMaking', hoursAfter(25));
    // The last stage running with output offers a part to send, until all of it is sent.
    d.start('bagMaking', hoursAfter(25));
    d.record('bagMaking', { metresIn: 60, goodOut: 400 }, hoursAfter(26));
    check('bagMaking', hoursAfter(26));
    check('lamination-1', hoursAfter(26));
    const send = (partId: string, quantity: number) =>
      d.run({
        type: 'SendPartLot',
        data: { stage: 'bagMaking', partId, quantity, by: 'op-1', at: hoursAfter(26) },
      });
    send('part-1', 150);
    check('bagMaking', hoursAfter(26));
    expect(stageStandingOfRow(rowOf(d, 'bagMaking'))).toMatchObject({ last: true, partsSent: 150 });
    send('part-2', 250);
    check('bagMaking', hoursAfter(26));
    expect(stageActions(stageStanding(d.state, 'bagMaking'), { role: 'Product' }, hoursAfter(26))).toEqual([
      'pause',
      'record',
      'finish',
    ]);
    expect(jobStandingOfRow({ phase: 'running', review_status: 'confirmed' })).toEqual(jobStanding(d.state));
    expect(jobStandingOfRow({ phase: 'finished', review_status: 'confirmed' }).open).toBe(false);
  });
});
