/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import {
  COLOR_PRESETS,
  DEFAULT_SHELL_SETTINGS,
  flushShellSettings,
  parseShellSettings,
  readShellSettings,
  resetShellSettings,
  SHELL_SETTINGS_KEY,
  updateShellSettings,
} from './settings';
import { applyTheme } from './theme';

const stored = () => localStorage.getItem(SHELL_SETTINGS_KEY);

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  resetShellSettings();
  flushShellSettings();
  localStorage.clear();
  jest.useRealTimers();
});

describe('shell settings', () => {
  it('starts with the default layout, the tag bar on, the default theme and colour, the menu open', () => {
    expect(DEFAULT_SHELL_SETTINGS).toEqual({
      layout: 'default',
      tagBar: true,
      theme: 'default',
      color: '#3894ff',
      collapsed: false,
    });
    expect(COLOR_PRESETS).toHaveLength(6);
    expect(COLOR_PRESETS[0].value).toBe('#3894ff');
    expect(new Set(COLOR_PRESETS.map((c) => c.value)).size).toBe(6);
  });

  it('takes effect at once and writes to storage two seconds after the last change', () => {
    updateShellSettings({ layout: 'dock' });
    expect(readShellSettings().layout).toBe('dock');
    jest.advanceTimersByTime(1500);
    updateShellSettings({ theme: 'dark' });
    jest.advanceTimersByTime(1999);
    expect(stored()).toBeNull(); // the second change restarted the wait

    jest.advanceTimersByTime(1);
    expect(JSON.parse(stored()!)).toEqual({ ...DEFAULT_SHELL_SETTINGS, layout: 'dock', theme: 'dark' });
  });

  it('writes a pending change when the page goes away', () => {
    updateShellSettings({ tagBar: false });
    expect(stored()).toBeNull();

    window.dispatchEvent(new Event('pagehide'));

    expect(JSON.parse(stored()!).tagBar).toBe(false);
  });

  it('is restored when the console starts again', () => {
    updateShellSettings({ layout: 'menu', color: '#E5484D', collapsed: true });
    jest.advanceTimersByTime(2000);

    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('./settings')>('./settings');
      expect(fresh.readShellSettings()).toEqual({
        ...DEFAULT_SHELL_SETTINGS,
        layout: 'menu',
        color: '#e5484d',
        collapsed: true,
      });
    });
  });

  it('follows a change made in another tab', () => {
    const elsewhere = JSON.stringify({ ...DEFAULT_SHELL_SETTINGS, layout: 'header' });
    localStorage.setItem(SHELL_SETTINGS_KEY, elsewhere);
    window.dispatchEvent(new StorageEvent('storage', { key: SHELL_SETTINGS_KEY, newValue: elsewhere }));

    expect(readShellSettings().layout).toBe('header');
  });

  it('takes the default for whatever is missing or damaged', () => {
    expect(parseShellSettings('{"layout":"sideways","color":"red","tagBar":"yes","theme":"dark"}')).toEqual({
      ...DEFAULT_SHELL_SETTINGS,
      theme: 'dark',
    });
    expect(parseShellSettings('not json')).toEqual(DEFAULT_SHELL_SETTINGS);
    expect(parseShellSettings(null)).toEqual(DEFAULT_SHELL_SETTINGS);
    updateShellSettings({ color: 'javascript:alert(1)' });
    expect(readShellSettings().color).toBe('#3894ff');
  });
});

describe('theme', () => {
  it('puts the dark class on the body and the colour in a CSS variable', () => {
    applyTheme({ theme: 'dark', color: '#7c5cdb' });
    expect(document.body).toHaveClass('bp6-dark');
    expect(document.documentElement.style.getPropertyValue('--pf-primary')).toBe('#7c5cdb');

    updateShellSettings({ theme: 'default', color: '#13a8a8' }); // the settings drive it
    expect(document.body).not.toHaveClass('bp6-dark');
    expect(document.documentElement.style.getPropertyValue('--pf-primary')).toBe('#13a8a8');
    expect(document.querySelector('style')).toBeNull();
  });
});
