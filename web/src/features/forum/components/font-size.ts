import { FontSize, TextStyle } from '@tiptap/extension-text-style';

/**
 * Font sizes without inline styles. The console's Content Security Policy refuses `style`
 * attributes, so in the page a size is `data-font-size="24px"`, sized by font-sizes.css; the
 * stored HTML keeps the usual `style="font-size: 24px"` (article-html.ts converts both ways).
 */
export const SizedTextStyle = TextStyle.extend({
  parseHTML() {
    return [
      {
        tag: 'span',
        consuming: false,
        getAttrs: (element) =>
          element.hasAttribute('style') || element.hasAttribute('data-font-size') ? {} : false,
      },
    ];
  },
});

export const DataFontSize = FontSize.extend({
  addGlobalAttributes() {
    return [
      {
        types: this.options.types,
        attributes: {
          fontSize: {
            default: null,
            parseHTML: (element) => element.getAttribute('data-font-size') || element.style.fontSize || null,
            renderHTML: (attributes: { fontSize?: string | null }) =>
              attributes.fontSize ? { 'data-font-size': attributes.fontSize } : {},
          },
        },
      },
    ];
  },
});
