import { deciderSpec } from '../../../../test/support/decider-spec';
import { fold } from '../shared/decider';
import { type UsernameCommand, type UsernameEvent, usernameDecider, usernameStream } from './username';

const { given } = deciderSpec(usernameDecider);
const reserved: UsernameEvent = { type: 'UsernameReserved', data: { key: 'LiLei', holder: 'acc-1' } };
const released: UsernameEvent = { type: 'UsernameReleased', data: { key: 'LiLei', holder: 'acc-1' } };

describe('username reservation', () => {
  it('reserves a free name for an account', () => {
    given([])
      .when({ type: 'Reserve', data: { key: 'LiLei', holder: 'acc-1' } })
      .then([reserved]);
    expect(fold(usernameDecider, [reserved]).holder).toBe('acc-1');
  });

  it('answers no event when the same account reserves it again', () => {
    given([reserved])
      .when({ type: 'Reserve', data: { key: 'lilei', holder: 'acc-1' } })
      .then([]);
  });

  it('refuses the name to another account', () => {
    given([reserved])
      .when({ type: 'Reserve', data: { key: 'LILEI', holder: 'acc-2' } })
      .thenThrows('USERNAME.TAKEN', { messageKey: 'account.usernameTaken', field: 'username' });
  });

  it('answers no event when someone who does not hold the name releases it', () => {
    const release: UsernameCommand = {
      type: 'Release',
      data: { key: 'LiLei', holder: 'acc-2' },
    };
    given([reserved]).when(release).then([]);
    given([]).when(release).then([]);
    // A stray release by a non-holder leaves the holder in place.
    const stray: UsernameEvent = { type: 'UsernameReleased', data: release.data };
    expect(fold(usernameDecider, [reserved, stray]).holder).toBe('acc-1');
  });

  it('lets another account reserve the name once its holder has released it', () => {
    given([reserved])
      .when({ type: 'Release', data: { key: 'LiLei', holder: 'acc-1' } })
      .then([released]);
    expect(fold(usernameDecider, [reserved, released]).holder).toBeNull();
    given([reserved, released])
      .when({
        type: 'Reserve',
        data: { key: 'lilei', holder: 'acc-2' },
      })
      .then([{ type: 'UsernameReserved', data: { key: 'lilei', holder: 'acc-2' } }]);
  });

  it('keys the stream by the lower-case name', () => {
    expect(usernameStream('LiLei')).toBe('username-lilei');
    expect(usernameStream('LILEI')).toBe(usernameStream('lilei'));
  });

  it('reads reservations written in the earlier shape ({ username, accountId })', () => {
    const old = {
      type: 'UsernameReserved',
      data: { username: 'LiLei', accountId: 'acc-9' },
    } as unknown as UsernameEvent;
    expect(fold(usernameDecider, [old]).holder).toBe('acc-9');
  });
});
