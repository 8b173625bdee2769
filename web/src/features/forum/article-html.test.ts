/** @jest-environment jsdom */
import { i18n } from '../../lib/i18n';
import { ApiError } from '../../lib/api';
import { editingHtml, readingHtml, storedHtml, uploadErrorText } from './article-html';

const t = i18n.t.bind(i18n);
const stored =
  '<p><span style="font-size:24px">big</span></p><p><img src="upload/2026/11/a.png" alt="a" /></p>' +
  '<p><img src="/api/file/upload/2026/11/b.png" alt="b" /></p>';

describe('article HTML in the console', () => {
  it('shows sizes as data (no inline style for the CSP) and images from /api/file/ or the image host', () => {
    expect(readingHtml(stored, '')).toBe(
      '<p><span data-font-size="24px">big</span></p><p><img src="/api/file/upload/2026/11/a.png" alt="a"></p>' +
        '<p><img src="/api/file/upload/2026/11/b.png" alt="b"></p>',
    );
    const hosted = readingHtml(stored, 'https://img.example.com/');
    expect(hosted).toContain('src="https://img.example.com/upload/2026/11/a.png"');
    expect(hosted).toContain('src="https://img.example.com/upload/2026/11/b.png"');
    expect(readingHtml('<p><span style="color:red">x</span></p>', '')).toBe('<p><span>x</span></p>');
  });

  it('edits with /api/file/ images and hands the server its own style back', () => {
    const editing = editingHtml(stored);
    expect(editing).not.toContain('style=');
    expect(editing).toContain('src="/api/file/upload/2026/11/a.png"');
    expect(storedHtml(editing)).toContain('<span style="font-size: 24px">big</span>');
  });

  it("says 'HTTP Error: {status}' and 'Invalid JSON' for failed editor uploads (spec section 8)", async () => {
    await i18n.changeLanguage('en');
    expect(uploadErrorText(new ApiError('upload failed', 500, undefined, {}), t)).toBe('HTTP Error: 500');
    expect(uploadErrorText(new ApiError('Not an allowed type', 415, 1422, {}), t)).toBe(
      'HTTP Error: 415 — Not an allowed type',
    );
    expect(uploadErrorText(new ApiError('upload failed', 200, undefined, {}), t)).toBe('Invalid JSON');
    expect(uploadErrorText(new ApiError('File too large', 200, 1422, {}), t)).toBe('File too large');
    expect(uploadErrorText(new ApiError('upload failed', 0, undefined, {}), t)).toBe('upload failed');
  });
});
