import sanitizeHtml from 'sanitize-html';
import { ARTICLE_FONT_SIZES } from '@packflow/contracts';

/**
 * Which HTML a forum article may carry: the editor's formatting (paragraphs, headings, bold,
 * italic, underline, strike, lists, quotes, code, links, images, font sizes), nothing that runs
 * or loads anything but an image. Every article is sanitised here before it is recorded, so the
 * events, the read model and the console all hold the same safe HTML.
 */

/** Font sizes from 12 to 72 whole pixels (spec section 9). */
function isAllowedFontSize(value: string): boolean {
  const match = /^(\d{2})px$/.exec(value);
  return !!match && Number(match[1]) >= ARTICLE_FONT_SIZES.min && Number(match[1]) <= ARTICLE_FONT_SIZES.max;
}
const FONT_SIZE = /^\d{2}px$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'hr',
    'a',
    'img',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt'],
    span: ['style'],
  },
  // Font sizes only: the editor offers no other style, and the console shows no other.
  allowedStyles: { span: { 'font-size': [FONT_SIZE] } },
  // Links and images: http(s) or a path of ours; no javascript:, data:, vbscript: or //host.
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: 'noopener noreferrer',
        target: '_blank',
      },
    }),
    span: (tagName, attribs) => ({ tagName, attribs: { ...attribs, style: fontSizeChecked(attribs.style) } }),
  },
  // An image whose source was refused shows nothing.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Drops a font size outside 12..72 px before the style filter sees it (a regex cannot compare numbers). */
function fontSizeChecked(style: string | undefined): string {
  if (!style) return '';
  return style
    .split(';')
    .filter((declaration) => {
      const [name, ...rest] = declaration.split(':');
      if (name?.trim().toLowerCase() !== 'font-size') return true;
      return isAllowedFontSize(rest.join(':').trim().toLowerCase());
    })
    .join(';');
}

/** The article's HTML with everything not allowed removed. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The article's words without markup (for the keyword search and the emptiness check). */
export function articleText(html: string): string {
  // A block's end or a line break separates words once the tags are gone.
  const spaced = html.replace(/<\/(?:p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, '$& ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Sanitised HTML with no words and no image shows nothing: such an article is refused. */
export function isEmptyArticle(sanitized: string): boolean {
  return articleText(sanitized) === '' && !/<img\s/i.test(sanitized);
}
