import { type ExpectedRefusal, deciderSpec } from '../../../../test/support/decider-spec';
import {
  BAG_MAKER,
  JobDriver,
  LAMINATOR,
  PRESS,
  SLITTER,
  hoursAfter,
  opened,
} from '../../../../test/support/production-fixtures';
import {
  type ProductionCommand,
  type ProductionEvent,
  productionDecider,
  stageStanding,
} from './production-job';

const { given } = deciderSpec(productionDecider);

const AT_SEND = hoursAfter(30);

/** A pouch job (printing, lamination-1, bag making) with bag making running and 1000 good pieces. */
function bagJob(): JobDriver {
  const d = new JobDriver();
  d.open(opened('o-1', { quantity: 1000 }));
  d.review('confirm');
  d.schedule('printing', PRESS);
  d.schedule('lamination-1', LAMINATOR);
  d.schedule('bagMaking', BAG_MAKER);
  d.start('printing');
  d.record('printing', { metresIn: 150, goodOut: 140 });
  d.finish('printing');
  d.start('lamination-1');
  d.record('lamination-1', { metresIn: 140, goodOut: 135 });
  d.finish('lamination-1');
  d.overrideCure('bagMaking');
  d.start('bagMaking', hoursAfter(1));
  return d;
}

/** Roll film of one layer (printing, slitting) with slitting running and 820.5 good metres. */
function rollJob(): JobDriver {
  const d = new JobDriver();
  d.open(opened('o-2', { quantity: 800, make: 'coiled', layers: 1 }));
  d.review('confirm');
  d.schedule('printing', PRESS);
  d.schedule('slitting', SLITTER);
  d.start('printing');
  d.record('printing', { metresIn: 900, goodOut: 850 });
  d.finish('printing');
  d.start('slitting', hoursAfter(1));
  d.record('slitting', { metresIn: 850, goodOut: 820.5, setupWaste: 29.5 }, hoursAfter(2));
  return d;
}

const withOutput = (d: JobDriver, goodOut = 1000) => {
  d.record('bagMaking', { metresIn: 130, goodOut, setupWaste: 5 }, hoursAfter(2));
  return d;
};

const send = (stage: string, partId: string, quantity: number): ProductionCommand => ({
  type: 'SendPartLot',
  data: { stage, partId, quantity, by: 'op-1', at: AT_SEND },
});
const sent = (stage: string, partId: string, quantity: number, unit: 'piece' | 'meter'): ProductionEvent => ({
  type: 'PartLotSent',
  data: { stage, partId, quantity, unit, by: 'op-1', at: AT_SEND },
});

/** The job's events after these steps. */
const history = (build: () => JobDriver, ...steps: ((d: JobDriver) => unknown)[]): ProductionEvent[] => {
  const d = build();
  for (const step of steps) step(d);
  return d.events;
};
const sending = (stage: string, partId: string, quantity: number) => (d: JobDriver) =>
  d.run(send(stage, partId, quantity));

describe('sending part of the last stage to inspection', () => {
  it.each<[string, ProductionEvent[], ProductionCommand, ProductionEvent[]]>([
    [
      'a part of the pieces made',
      history(bagJob, withOutput),
      send('bagMaking', 'p-1', 400),
      [sent('bagMaking', 'p-1', 400, 'piece')],
    ],
    [
      'a second part, up to all that is left',
      history(bagJob, withOutput, sending('bagMaking', 'p-1', 400)),
      send('bagMaking', 'p-2', 600),
      [sent('bagMaking', 'p-2', 600, 'piece')],
    ],
    [
      'the same part again (a retry, a second tap): nothing new, even with nothing left',
      history(bagJob, withOutput, sending('bagMaking', 'p-1', 1000)),
      send('bagMaking', 'p-1', 1000),
      [],
    ],
    [
      'a part of a paused stage',
      history(bagJob, withOutput, (d) => d.pause('bagMaking', hoursAfter(3))),
      send('bagMaking', 'p-1', 10),
      [sent('bagMaking', 'p-1', 10, 'piece')],
    ],
    [
      'metres with decimals at slitting',
      history(rollJob),
      send('slitting', 'p-1', 300.25),
      [sent('slitting', 'p-1', 300.25, 'meter')],
    ],
    [
      'the last hundredths of a metre',
      history(rollJob, sending('slitting', 'p-1', 800.3)),
      send('slitting', 'p-2', 20.2),
      [sent('slitting', 'p-2', 20.2, 'meter')],
    ],
  ])('sends %s', (_, events, command, expected) => {
    given(events).when(command).then(expected);
  });

  it.each<[string, ProductionEvent[], ProductionCommand, string, ExpectedRefusal]>([
    [
      'a stage that is not the last',
      history(bagJob, withOutput),
      send('lamination-1', 'p-1', 10),
      'PRODUCTION.PART_NOT_LAST',
      'production.partNotLast',
    ],
    [
      'the last stage not yet running',
      history(() => {
        const d = new JobDriver();
        d.open(opened('o-3'));
        d.review('confirm');
        return d;
      }),
      send('bagMaking', 'p-1', 1),
      'PRODUCTION.STAGE_STATE',
      'production.notRunning',
    ],
    [
      'nothing made yet',
      history(bagJob),
      send('bagMaking', 'p-1', 1),
      'PRODUCTION.PART_NOTHING_LEFT',
      'production.partNothingLeft',
    ],
    [
      'nothing left: all of it sent',
      history(bagJob, withOutput, sending('bagMaking', 'p-1', 1000)),
      send('bagMaking', 'p-2', 1),
      'PRODUCTION.PART_NOTHING_LEFT',
      'production.partNothingLeft',
    ],
    [
      'more than made',
      history(bagJob, withOutput),
      send('bagMaking', 'p-1', 1001),
      'PRODUCTION.PART_ABOVE_OUTPUT',
      { messageKey: 'production.partAboveOutput', params: { max: 1000 } },
    ],
    [
      'more than is left after the parts sent',
      history(bagJob, withOutput, sending('bagMaking', 'p-1', 700)),
      send('bagMaking', 'p-2', 301),
      'PRODUCTION.PART_ABOVE_OUTPUT',
      { messageKey: 'production.partAboveOutput', params: { max: 300 } },
    ],
    [
      'no quantity',
      history(bagJob, withOutput),
      send('bagMaking', 'p-1', 0),
      'PRODUCTION.PART_QUANTITY',
      'production.partPieces',
    ],
    [
      'a part of a piece',
      history(bagJob, withOutput),
      send('bagMaking', 'p-1', 10.5),
      'PRODUCTION.PART_QUANTITY',
      'production.partPieces',
    ],
    [
      'a negative length',
      history(rollJob),
      send('slitting', 'p-1', -5),
      'PRODUCTION.PART_QUANTITY',
      'production.partMetres',
    ],
    [
      'three decimals of a metre',
      history(rollJob),
      send('slitting', 'p-1', 1.234),
      'PRODUCTION.PART_QUANTITY',
      'production.partMetres',
    ],
    [
      'a hundredth above the metres left',
      history(rollJob, sending('slitting', 'p-1', 800.3)),
      send('slitting', 'p-2', 20.21),
      'PRODUCTION.PART_ABOVE_OUTPUT',
      { messageKey: 'production.partAboveOutput', params: { max: 20.2 } },
    ],
    [
      'a finished stage',
      history(bagJob, withOutput, (d) => d.finish('bagMaking', hoursAfter(4))),
      send('bagMaking', 'p-1', 1),
      'PRODUCTION.CLOSED',
      'production.closed',
    ],
    [
      'a closed job',
      history(bagJob, withOutput, (d) => d.close(hoursAfter(4))),
      send('bagMaking', 'p-1', 1),
      'PRODUCTION.CLOSED',
      'production.closed',
    ],
  ])('refuses %s', (_, events, command, code, expected) => {
    given(events).when(command).thenThrows(code, expected);
  });

  it('keeps what was sent on the stage; finishing still reports the whole good output', () => {
    const d = withOutput(bagJob());
    d.run(send('bagMaking', 'p-1', 400));
    d.run(send('bagMaking', 'p-2', 250));
    expect(d.state.partIds).toEqual(['p-1', 'p-2']);
    expect(stageStanding(d.state, 'bagMaking')).toMatchObject({ last: true, goodOut: 1000, partsSent: 650 });
    expect(stageStanding(d.state, 'lamination-1')).toMatchObject({ last: false, partsSent: 0 });
    expect(d.finish('bagMaking', hoursAfter(5)).at(-1)).toEqual({
      type: 'ProductionFinished',
      data: { quantity: 1000, unit: 'piece', at: hoursAfter(5) },
    });
  });
});
