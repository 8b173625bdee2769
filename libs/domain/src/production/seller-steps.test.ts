import { sellerStepOf, showsWhoDid } from './seller-steps';
import type { ProductionEvent } from './production-job';

const at = '2026-11-27T08:00:00.000Z';
const by = 'worker-1';

describe("the production steps an order's seller reads", () => {
  it('keeps the good output of an entry and drops its input, waste and note', () => {
    const entry: ProductionEvent = {
      type: 'StageEntryRecorded',
      data: {
        stage: 'printing',
        entryId: 'e-1',
        metresIn: 300,
        kgIn: 40,
        goodOut: 280,
        setupWaste: 10,
        runningWaste: 8,
        note: 'roll 2',
        by,
        at,
      },
    };
    expect(sellerStepOf(entry, { role: 'OperatorIndex' })).toEqual({
      details: { stage: 'printing', goodOut: 280 },
      showBy: true,
    });
  });

  it('names no machine on a schedule and no operators on a start; a trader is told no factory person', () => {
    const scheduled: ProductionEvent = {
      type: 'StageScheduled',
      data: {
        stage: 'printing',
        machineId: 'm-1',
        machineName: 'Indigo',
        plannedStart: at,
        wasteTargetPercent: 5,
        cureHours: null,
        by,
        at,
      },
    };
    const started: ProductionEvent = {
      type: 'StageStarted',
      data: { stage: 'printing', operators: ['Li'], by, at },
    };
    expect(sellerStepOf(scheduled, { role: 'Traders' })).toEqual({
      details: { stage: 'printing' },
      showBy: false,
    });
    expect(sellerStepOf(started, { role: 'OperatorIndex' })).toEqual({
      details: { stage: 'printing' },
      showBy: true,
    });
    expect(showsWhoDid('OrderAdvanced', { role: 'Traders' })).toBe(false);
    expect(showsWhoDid('OrderAdvanced', { role: 'OperatorIndex' })).toBe(true);
    expect(showsWhoDid('OrderSigned', { role: 'Traders' })).toBe(true);
  });

  it("tells a rejection's reason, not a confirmation's note, and leaves the cure override out", () => {
    const review = (decision: 'confirm' | 'reject'): ProductionEvent => ({
      type: 'ProductionReviewed',
      data: { decision, artwork: 'confirmed', reason: 'why', colours: ['K'], webWidthMm: 240, by, at },
    });
    expect(sellerStepOf(review('reject'), { role: 'OperatorIndex' })?.details.reason).toBe('why');
    expect(sellerStepOf(review('confirm'), { role: 'OperatorIndex' })?.details.reason).toBeNull();
    expect(
      sellerStepOf(
        { type: 'CureOverridden', data: { stage: 'bagMaking', reason: 'rush', by, at } },
        {
          role: 'OperatorIndex',
        },
      ),
    ).toBeNull();
  });
});
