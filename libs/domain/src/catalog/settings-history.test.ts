import { changesFromNothing, fieldChanges, withChanges } from './settings';

describe('the settings-with-history helpers', () => {
  it('records only the fields asked whose value differs, each with its value before', () => {
    expect(
      fieldChanges({ fee: '1', threshold: '5' }, { fee: '1.0', threshold: '6', extra: undefined }),
    ).toEqual([{ field: 'threshold', from: '5', to: '6' }]);
  });

  it('compares decimal texts by number unless told to compare strictly, and keeps to the named fields', () => {
    expect(fieldChanges({ name: '1' }, { name: '1.0' }, { same: Object.is })).toEqual([
      { field: 'name', from: '1', to: '1.0' },
    ]);
    expect(fieldChanges({ a: 1 }, { a: 2, b: 3 }, { fields: ['a'] })).toEqual([
      { field: 'a', from: 1, to: 2 },
    ]);
    expect(fieldChanges({ a: 1 }, { b: 3 })).toEqual([{ field: 'b', from: null, to: 3 }]);
  });

  it('applies changes to a copy, and writes first values as changes from nothing', () => {
    const values = { a: 1, b: true };
    expect(withChanges(values, [{ field: 'b', from: true, to: false }])).toEqual({ a: 1, b: false });
    expect(values.b).toBe(true);
    expect(changesFromNothing(values)).toEqual([
      { field: 'a', from: null, to: 1 },
      { field: 'b', from: null, to: true },
    ]);
  });
});
