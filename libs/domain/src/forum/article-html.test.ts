import { articleText, isEmptyArticle, sanitizeArticleHtml } from './article-html';

const clean = sanitizeArticleHtml;

/** Nothing in the output can run script, load anything but an image of http(s) or ours, or style beyond sizes and colours. */
function expectInert(html: string): void {
  expect(html).not.toMatch(
    /<script|<style|<iframe|<object|<embed|<svg|<math|<form|<input|<meta|<link|<base/i,
  );
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:|expression\(|url\(/i);
}

describe('the article HTML sanitiser', () => {
  it('keeps the editor formatting', () => {
    const html =
      '<h2>Title</h2><p><strong>Bold</strong> <em>it</em> <u>under</u> <s>gone</s></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quoted</p></blockquote>' +
      '<p><span style="font-size: 24px">big</span></p><p>line<br>break</p>';
    expect(clean(html)).toBe(html.replace('font-size: 24px', 'font-size:24px').replace('<br>', '<br />'));
  });

  it('keeps images of stored paths, /api/file/ and http(s), with their alt', () => {
    for (const src of [
      'upload/2026/11/a1.png',
      '/api/file/upload/2026/11/a1.png',
      'https://img.example.com/a.jpg',
    ]) {
      expect(clean(`<p><img src="${src}" alt="pouch" /></p>`)).toBe(
        `<p><img src="${src}" alt="pouch" /></p>`,
      );
    }
  });

  it('gives links rel="noopener noreferrer" and a new tab, whatever they said', () => {
    expect(clean('<a href="https://example.com" rel="opener" target="_self" title="x">go</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">go</a>',
    );
  });

  it('removes script and style elements with their content', () => {
    const out = clean('<p>a</p><script>alert(1)</script><style>p{color:red}</style><p>b</p>');
    expect(out).toBe('<p>a</p><p>b</p>');
  });

  it.each([
    '<img src="x.png" onerror="alert(1)">',
    '<p onclick="alert(1)">hi</p>',
    '<body onload="alert(1)">hi</body>',
    '<a href="https://e.com" onmouseover="alert(1)">x</a>',
    '<span style="font-size: 20px" onfocus="alert(1)" tabindex="1">x</span>',
    '<IMG SRC="x.png" ONERROR="alert(1)">',
    '<img src="x.png"/onerror=alert(1)>',
  ])('removes event-handler attributes: %s', (html) => {
    expectInert(clean(html));
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="java&#x09;script:alert(1)">x</a>',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
    '<a href="jav&#x0A;ascript:alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<img src="javascript:alert(1)">',
    '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
    '<img src="//evil.example.com/x.png">',
  ])('refuses dangerous addresses: %s', (html) => {
    const out = clean(html);
    expectInert(out);
    expect(out).not.toContain('evil.example.com');
  });

  it.each([
    '<svg><script>alert(1)</script></svg>',
    '<svg onload="alert(1)"><circle r="1"/></svg>',
    '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<math href="javascript:alert(1)">x</math>',
    '<iframe src="https://evil.example.com"></iframe>',
    '<object data="x.swf"></object><embed src="x.swf">',
    '<form action="https://evil.example.com"><input name="p"></form>',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<base href="https://evil.example.com/">',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<scr<script>ipt>alert(1)</script>',
    '<<script>script>alert(1)<</script>/script>',
    '&lt;script&gt;alert(1)&lt;/script&gt;',
    '<!--<script>alert(1)</script>--><p>ok</p>',
    '<p><![CDATA[<script>alert(1)</script>]]></p>',
  ])('leaves SVG, MathML, frames, forms and nested or encoded tricks inert: %s', (html) => {
    expectInert(clean(html));
  });

  it.each([
    ['<span style="font-size: 24px">x</span>', '<span style="font-size:24px">x</span>'],
    ['<span style="font-size: 12px">x</span>', '<span style="font-size:12px">x</span>'],
    ['<span style="font-size: 72px">x</span>', '<span style="font-size:72px">x</span>'],
  ])('keeps font sizes 12 to 72 px: %s', (html, expected) => {
    expect(clean(html)).toBe(expected);
  });

  it.each([
    '<span style="font-size: 11px">x</span>',
    '<span style="font-size: 73px">x</span>',
    '<span style="font-size: 2em">x</span>',
    '<span style="width: expression(alert(1))">x</span>',
    '<span style="background: url(javascript:alert(1))">x</span>',
    '<span style="font-size: 24px; position: fixed; top: 0">x</span>',
    '<span style="color: red; behavior: url(x.htc)">x</span>',
    '<span style="color: #ff0000">x</span>',
    '<p style="font-size: 24px">x</p>',
    '<div style="-moz-binding: url(x.xml#xss)">x</div>',
  ])('drops other styles but keeps the words: %s', (html) => {
    const out = clean(html);
    expectInert(out);
    expect(out).toContain('x');
    expect(out).not.toMatch(/position|behavior|binding|11px|73px|2em|width|color/);
  });

  it('keeps the words of tags it removes', () => {
    expect(clean('<div><marquee>moving</marquee> <font size="7">text</font></div>')).toBe('moving text');
  });

  it('counts an article with neither words nor images as empty', () => {
    for (const html of [
      '',
      '   ',
      '<p></p>',
      '<p> &nbsp; </p>',
      '<script>alert(1)</script>',
      '<img src="javascript:x">',
    ])
      expect(isEmptyArticle(clean(html))).toBe(true);
    expect(isEmptyArticle(clean('<p><img src="upload/a.png"></p>'))).toBe(false);
    expect(isEmptyArticle(clean('<p>words</p>'))).toBe(false);
  });

  it('reads the words without markup', () => {
    expect(articleText('<h1>Price &amp; terms</h1><p>roll&nbsp;film <strong>now</strong></p>')).toBe(
      'Price & terms roll film now',
    );
  });
});
