/**
 * A PDF's text as a reader sees it: the text pieces of every page gathered into visual lines (the
 * same baseline, left to right, joined by a space), so a test can read a table's row back and
 * check its figures. A piece that wraps shows as two lines.
 */
export async function pdfLines(pdf: Buffer): Promise<string[]> {
  const { getDocumentProxy } = await import('unpdf');
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const lines: string[] = [];
  for (let n = 1; n <= proxy.numPages; n++) {
    const page = await proxy.getPage(n);
    const content = await page.getTextContent();
    const rows = new Map<number, { x: number; text: string }[]>();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , , x, y] = item.transform as number[];
      // Pieces within 2 points of one baseline are one line (bold and regular sit a little apart).
      const key = [...rows.keys()].find((k) => Math.abs(k - y!) <= 2) ?? y!;
      rows.set(key, [...(rows.get(key) ?? []), { x: x!, text: item.str.trim() }]);
    }
    for (const key of [...rows.keys()].sort((a, b) => b - a))
      lines.push(
        rows
          .get(key)!
          .sort((a, b) => a.x - b.x)
          .map((p) => p.text)
          .join(' '),
      );
  }
  return lines;
}

/** How many pages a PDF has. */
export async function pdfPages(pdf: Buffer): Promise<number> {
  const { getDocumentProxy } = await import('unpdf');
  return (await getDocumentProxy(new Uint8Array(pdf))).numPages;
}
