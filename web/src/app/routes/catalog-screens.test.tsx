/** @jest-environment jsdom */
import '../../testing/jsdom-polyfills';
import { screen, within } from '@testing-library/react';
import { clearSession, saveSession } from '../../lib/session';
import { openConsoleAt } from '../../testing/console';
import { ok } from '../../testing/mock-fetch';
import { adminLogin } from '../../testing/session';
import { pet, settingsView, standUp } from '../../features/catalog/test-fixtures';
import { loadMenuIcons, serveShell } from '../shell/test-fixtures';

// The tag bar and the user bar are other helpers' work; these routes do not need them.
jest.mock('../shell/tags/tag-bar', () => ({ TagBar: () => null }));
jest.mock('../shell/user-bar/user-bar', () => ({ UserBar: () => null }));

beforeAll(loadMenuIcons);
afterEach(() => {
  clearSession();
  localStorage.clear();
});

/** The Admin's console with a catalogue of each kind it is asked for, and the default settings. */
function serveAdmin() {
  saveSession(adminLogin);
  return serveShell((call) => {
    if (call.path === '/api/catalog/materialprinting') return ok([pet]);
    if (call.path === '/api/catalog/bagtype') return ok([standUp]);
    if (call.path === '/api/settings/rates') return ok(settingsView('rates'));
    if (call.path === '/api/settings/quotation') return ok(settingsView('quotation'));
    if (call.path === '/api/settings/currency') return ok(settingsView('currency'));
    return undefined;
  });
}

const menu = () => screen.getAllByRole('navigation', { name: /Menu|菜单/ })[0]!;

describe('the quotation settings routes', () => {
  it.each([
    ['/SyssetMaterialprinting', 'Printing material settings', 'Gloss PET'],
    ['/SyssetBagtype', 'Bag types', 'Stand-up pouch'],
  ])('%s shows its catalogue', async (path, title, item) => {
    serveAdmin();
    openConsoleAt(path);
    expect(await screen.findByRole('heading', { name: title, level: 2 })).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: title })).findByText(item)).toBeInTheDocument();
  });

  it.each([
    ['/SyssetPricing', 'Calculator rates', 'Plate (cylinder)'],
    ['/Quotation/Setting', 'Price adjustment ratio and validity', 'Highest ratio without review'],
  ])('%s shows its settings', async (path, title, field) => {
    serveAdmin();
    openConsoleAt(path);
    expect(await screen.findByRole('heading', { name: title, level: 2 })).toBeInTheDocument();
    expect(await screen.findByLabelText(field)).toBeInTheDocument();
  });

  it('puts the four new settings in the Admin menu', async () => {
    serveAdmin();
    openConsoleAt('/SyssetCurrency');
    await screen.findByRole('heading', { name: 'Currency and margins', level: 2 });
    expect(await screen.findByRole('region', { name: 'English customers (en)' })).toBeInTheDocument();
    for (const name of ['Bag types', 'Knife and gusset styles', 'Calculator rates', 'Currency and margins'])
      expect(within(menu()).getAllByText(name)[0]).toBeInTheDocument();
  });
});
