/**
 * Copies text to the clipboard; false when it could not. The Clipboard API needs a secure origin
 * and the console also runs on plain-HTTP LAN addresses, where the older copy command still works.
 */
export async function copyText(text: string): Promise<boolean> {
  // Undefined on an insecure origin, whatever the types say.
  const clipboard = globalThis.navigator?.clipboard as Clipboard | undefined;
  if (typeof clipboard?.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      return false; // refused (permission, no focus)
    }
  }
  return copyWithCommand(text);
}

function copyWithCommand(text: string): boolean {
  if (typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'pf-copy-source';
  const focused = document.activeElement;
  document.body.append(area);
  try {
    area.focus();
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    if (focused instanceof HTMLElement) focused.focus(); // back to the search box
  }
}
