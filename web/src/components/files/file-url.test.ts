import { baseName, fileUrl, formatSize, joinPaths, splitPaths } from './file-url';

describe('stored paths', () => {
  it("are joined and split by '||', blanks dropped", () => {
    expect(joinPaths(['upload/2026/11/a.png', 'upload/2026/11/b.jpg'])).toBe(
      'upload/2026/11/a.png||upload/2026/11/b.jpg',
    );
    expect(splitPaths('upload/a.png|| upload/b.jpg ||')).toEqual(['upload/a.png', 'upload/b.jpg']);
    expect(splitPaths('')).toEqual([]);
    expect(splitPaths(null)).toEqual([]);
    expect(splitPaths(joinPaths(['x/1.pdf']))).toEqual(['x/1.pdf']);
  });

  it('become addresses: the image host in front when one is set, else the API file route', () => {
    expect(fileUrl('upload/2026/11/a.png')).toBe('/api/file/upload/2026/11/a.png');
    expect(fileUrl('upload/2026/11/a.png', { thumb: true })).toBe('/api/file/upload/2026/11/a.png?thumb=1');
    expect(fileUrl('/upload/a.png', { host: 'https://img.example.com/' })).toBe(
      'https://img.example.com/upload/a.png',
    );
    // The host serves the file itself: no API thumbnail parameter there.
    expect(fileUrl('upload/a.png', { host: 'https://img.example.com', thumb: true })).toBe(
      'https://img.example.com/upload/a.png',
    );
    expect(fileUrl('upload/a b.png', { host: '  ' })).toBe('/api/file/upload/a%20b.png');
  });

  it('use the first of a comma-separated list, and leave absolute addresses alone', () => {
    expect(fileUrl('upload/a.png,upload/b.png')).toBe('/api/file/upload/a.png');
    expect(fileUrl('https://cdn.example.com/x.png,upload/b.png', { host: 'https://img.example.com' })).toBe(
      'https://cdn.example.com/x.png',
    );
    expect(fileUrl('//cdn.example.com/x.png')).toBe('//cdn.example.com/x.png');
    expect(fileUrl('')).toBe('');
    expect(fileUrl(undefined)).toBe('');
  });

  it('have a readable last part and size', () => {
    expect(baseName('upload/2026/11/abc.pdf')).toBe('abc.pdf');
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(12_600)).toBe('12.3 KB');
    expect(formatSize(4_718_592)).toBe('4.5 MB');
    expect(formatSize(null)).toBe('');
  });
});
