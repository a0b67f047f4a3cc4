import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown → HTML that is safe to put in a page (docs/decisions/013-content-store.md). Two layers:
 * markdown-it with `html: false` escapes any raw HTML in the text and refuses `javascript:`/`data:`
 * links; sanitize-html then keeps only the tags and attributes Markdown itself produces, and only
 * http(s), mailto and site-relative links — so even a bug or plugin in the first layer cannot let a
 * script, an event handler or a style through.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  's',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['style'],
    td: ['style'],
  },
  // Table alignment is the only style Markdown writes; nothing else survives.
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  transformTags: {
    // Links that leave the site do not hand it the page (window.opener) or the address (Referer).
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:\/\//i.test(href);
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : attribs };
    },
  },
};

/** Values written into texts where they say `{{name}}` (registration numbers, addresses: settings). */
export type ContentVariables = Readonly<Record<string, string>>;

/** Replaces `{{name}}` by its setting; unknown names stay as they are (an operator sees the typo). */
export function fillVariables(text: string, variables: ContentVariables): string {
  return text.replace(/\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(variables, name) ? (variables[name] ?? whole) : whole,
  );
}

export function renderMarkdown(text: string, variables: ContentVariables = {}): string {
  return sanitizeHtml(markdown.render(fillVariables(text, variables)), SANITIZE);
}
