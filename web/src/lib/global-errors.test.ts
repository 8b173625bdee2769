/** @jest-environment jsdom */
import { i18n, setLocale } from './i18n';
import { type ErrorNotice, errorKind, installGlobalErrorHandler, noticeFor } from './global-errors';

describe('the global error handler', () => {
  beforeEach(async () => {
    await setLocale('en');
  });

  it.each([
    [new ReferenceError('x is not defined'), 'reference'],
    [new TypeError('x is not a function'), 'type'],
    [new RangeError('invalid array length'), 'range'],
    [new SyntaxError('unexpected token'), 'syntax'],
    [new EvalError('no'), 'eval'],
    [new URIError('malformed'), 'uri'],
    [Object.assign(new Error('too much recursion'), { name: 'InternalError' }), 'internal'],
    [new Error('plain'), 'unknown'],
    ['a thrown string', 'unknown'],
  ])('titles %p as a %s error', (error, kind) => {
    expect(errorKind(error)).toBe(kind);
  });

  it('titles the notice in the current language and leaves out messages about reading role', async () => {
    expect(noticeFor(new TypeError('boom'))).toEqual({ title: 'Type error', message: 'boom' });
    await setLocale('cn');
    expect(noticeFor(new TypeError('boom'))).toEqual({ title: '类型错误', message: 'boom' });
    expect(noticeFor(new TypeError("Cannot read properties of undefined (reading 'role')"))).toBeNull();
    expect(i18n.language).toBe('cn');
  });

  it('shows uncaught errors and unhandled rejections until removed', () => {
    const shown: ErrorNotice[] = [];
    const remove = installGlobalErrorHandler((notice) => shown.push(notice));
    window.dispatchEvent(new ErrorEvent('error', { error: new RangeError('bad'), message: 'bad' }));
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = new URIError('worse');
    window.dispatchEvent(rejection);
    remove();
    // jest's jsdom turns an error event nobody listens to into a failure; this listener only counts.
    const other = jest.fn();
    window.addEventListener('error', other);
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('after'), message: 'after' }));
    window.removeEventListener('error', other);
    expect(other).toHaveBeenCalledTimes(1);
    expect(shown).toEqual([
      { title: 'Range error', message: 'bad' },
      { title: 'URI error', message: 'worse' },
    ]);
  });
});
