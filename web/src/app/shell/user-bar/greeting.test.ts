import { greetingOf } from './greeting';

describe('greeting by time of day', () => {
  it.each([
    [0, 'morning'],
    [5, 'morning'],
    [7, 'morning'],
    [8, 'morning'],
    [10, 'morning'],
    [11, 'noon'],
    [12, 'noon'],
    [13, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [21, 'evening'],
    [23, 'evening'],
  ] as const)('at %i o’clock says %s', (hour, greeting) => {
    expect(greetingOf(hour)).toBe(greeting);
  });
});
