import type { LotView } from '@packflow/contracts';
import { draftOf, draftProblems, formOf, templateNorm, verdictOf } from './inspection-verdict';
import { waitingLot } from './lot.fixture';

const lot = waitingLot();
const [width, length, seal] = lot.template!.checks;

/** A form with every check answered within its norm. */
function answered() {
  const draft = draftOf(lot);
  draft.checks.width = { passed: null, value: '120.5', norm: '' };
  draft.checks.length = { passed: null, value: '180', norm: '180' };
  draft.checks.sealStrength = { passed: null, value: '35', norm: '' };
  draft.checks.appearance = { passed: true, value: '', norm: '' };
  return draft;
}

describe('the inspection form’s figures', () => {
  it('takes a norm of 0 from the order’s size, asks it when the order has none, and keeps a set norm', () => {
    expect(templateNorm(width!, lot.sizes)).toBe(120);
    expect(templateNorm(length!, lot.sizes)).toBeNull();
    expect(templateNorm(seal!, lot.sizes)).toBe(30);
  });

  it('starts with the plan’s sample size and the whole lot as good quantity', () => {
    const draft = draftOf(lot);
    expect(draft.sampleSize).toBe('200');
    expect(draft.goodQuantity).toBe('5000');
    expect(verdictOf(lot, draft, 'en').result).toBe('open');
  });

  it('passes when every check passes and no more are defective than accepted', () => {
    const draft = answered();
    draft.defects.seal = '10';
    expect(verdictOf(lot, draft, 'en')).toEqual({ result: 'passed', defective: 10, reasons: [] });
  });

  it('fails, saying why: a measure out of tolerance, a failed check, defects at the reject number', () => {
    const draft = answered();
    draft.checks.width!.value = '121.5';
    draft.checks.appearance!.passed = false;
    draft.defects.seal = '6';
    draft.defects.print = '5';
    const verdict = verdictOf(lot, draft, 'cn');
    expect(verdict.result).toBe('failed');
    expect(verdict.reasons).toEqual([
      { key: 'checkFailed', params: { check: '宽度' } },
      { key: 'checkFailed', params: { check: '外观' } },
      { key: 'defectsAboveAccept', params: { defective: 11, accept: 10, reject: 11 } },
    ]);
  });

  it('refuses a sample below the plan, a missing answer or norm, and more defects than sampled', () => {
    const draft = draftOf(lot);
    draft.sampleSize = '150';
    draft.defects.other = '1.5';
    expect(Object.keys(draftProblems(lot, draft)).sort()).toEqual(
      [
        'check.appearance',
        'check.length',
        'check.sealStrength',
        'check.width',
        'defect.other',
        'norm.length',
        'sampleSize',
      ].sort(),
    );
    const full = answered();
    full.sampleSize = '200';
    full.defects.seal = '201';
    expect(draftProblems(lot, full)).toEqual({
      defects: { key: 'defectsAboveSample', params: { sample: 200 } },
    });
  });

  it('sends every answer, the inspector’s norm only where asked, and only the defects found', () => {
    const draft = answered();
    draft.defects.seal = '3';
    draft.photos = 'a.png||b.png';
    expect(formOf(lot, draft)).toEqual({
      sampleSize: 200,
      checks: [
        { key: 'width', value: 120.5 },
        { key: 'length', value: 180, norm: 180 },
        { key: 'sealStrength', value: 35 },
        { key: 'appearance', passed: true },
      ],
      defects: [{ kind: 'seal', count: 3 }],
      goodQuantity: 5000,
      photos: 'a.png||b.png',
      note: '',
    });
  });

  it('asks the good quantity in the order’s unit: a weighed order has no default and no lot bound', () => {
    const weighed = { ...waitingLot(), orderUnit: 'kg' } as LotView;
    const draft = answered();
    expect(draftOf(weighed).goodQuantity).toBe('');
    draft.goodQuantity = '';
    expect(draftProblems(weighed, draft)).toEqual({ goodQuantity: { key: 'goodWhole' } });
    draft.goodQuantity = '9000';
    expect(draftProblems(weighed, draft)).toEqual({});
    expect(draftProblems(lot, draft)).toEqual({
      goodQuantity: { key: 'goodQuantity', params: { max: 5000 } },
    });
    // A failing form may leave it: it counts only when the lot passes.
    draft.goodQuantity = '';
    draft.checks.appearance!.passed = false;
    expect(draftProblems(weighed, draft)).toEqual({});
    expect(formOf(weighed, draft).goodQuantity).toBe(0);
  });
});
