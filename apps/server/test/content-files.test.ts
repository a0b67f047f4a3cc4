import { describe, expect, it } from 'vitest';
import type { ContentDocument, OperatorPromotion } from '@casino/contract';
import {
  ContentFileError,
  filePath,
  parseMarkdownFile,
  toMarkdownFile,
} from '../src/modules/content/content.files.ts';
import { fillVariables, renderMarkdown } from '../src/modules/content/content.render.ts';

/** The Markdown files of `npm run content -- export|import` and the renderer, without a database. */

const doc: ContentDocument = {
  id: 'promotion_autumn_ja',
  kind: 'promotion',
  slug: 'autumn',
  language: 'ja',
  title: '秋のボーナス: 「紅葉」',
  description: '---\nnot front matter',
  body: '## 見出し\n\n本文 **太字**\n\n---\n\nafter a rule',
  terms: 'お一人様1回限り。\n\n- 期間中のみ',
  ctaLabel: '今すぐ遊ぶ',
  version: 4,
  updatedDate: '2030-01-01T00:00:00.000Z',
  updatedBy: 'operator:x',
};
const promotion: OperatorPromotion = {
  id: 'autumn',
  slug: 'autumn',
  bannerUrl: 'https://cdn.example/autumn.png',
  ctaPath: '/category/slot',
  startDate: '2030-01-01T00:00:00.000Z',
  endDate: '2030-02-01T00:00:00.000Z',
  published: false,
  updatedDate: '2030-01-01T00:00:00.000Z',
};

describe('content files', () => {
  it('round-trip a promotion text with its metadata, whatever its characters', () => {
    const source = toMarkdownFile(doc, promotion);
    expect(filePath('promotion', 'autumn', 'ja')).toBe('promotions/autumn.ja.md');
    const parsed = parseMarkdownFile('promotions', 'autumn.ja.md', source);
    expect(parsed).toEqual({
      kind: 'promotion',
      slug: 'autumn',
      language: 'ja',
      text: {
        title: doc.title,
        description: doc.description,
        body: doc.body,
        terms: doc.terms,
        ctaLabel: doc.ctaLabel,
      },
      promotion: {
        startDate: promotion.startDate,
        endDate: promotion.endDate,
        bannerUrl: promotion.bannerUrl,
        ctaPath: promotion.ctaPath,
        published: false,
      },
    });
  });

  it('refuse a bad name, no front matter, an oversized body or a promotion leaving the site', () => {
    const good = toMarkdownFile({ ...doc, kind: 'page', terms: null, ctaLabel: null });
    expect(() => parseMarkdownFile('pages', 'About.ja.md', good)).toThrow(ContentFileError);
    expect(() => parseMarkdownFile('pages', 'about.fr.md', good)).toThrow(ContentFileError);
    expect(() => parseMarkdownFile('other', 'about.ja.md', good)).toThrow(ContentFileError);
    expect(() => parseMarkdownFile('pages', 'about.ja.md', 'just text')).toThrow(/front matter/);
    expect(() =>
      parseMarkdownFile('pages', 'about.ja.md', `---\ntitle: t\n---\n${'x'.repeat(60_001)}`),
    ).toThrow(ContentFileError);
    const outside = toMarkdownFile(doc, { ...promotion, ctaPath: '//evil.example' });
    expect(() => parseMarkdownFile('promotions', 'autumn.ja.md', outside)).toThrow(ContentFileError);
    expect(() => parseMarkdownFile('promotions', 'autumn.ja.md', good)).toThrow(/promotion/);
    expect(parseMarkdownFile('pages', 'about.ja.md', good).text.body).toBe(doc.body);
  });
});

describe('rendering', () => {
  it('fills settings and leaves unknown names visible', () => {
    expect(fillVariables('No. {{companyNumber}} / {{ nope }}', { companyNumber: '42' })).toBe(
      'No. 42 / {{ nope }}',
    );
  });

  it('escapes raw HTML and drops links with a scheme other than http(s) or mailto', () => {
    expect(renderMarkdown('<b onclick="x()">hi</b>')).toBe('<p>&lt;b onclick="x()"&gt;hi&lt;/b&gt;</p>\n');
    expect(renderMarkdown('[a](javascript:alert(1))')).toBe('<p>[a](javascript:alert(1))</p>\n');
    expect(renderMarkdown('[a](ftp://example.com/x)')).toBe('<p><a>a</a></p>\n');
    expect(renderMarkdown('![i](http://example.com/x.png)')).toBe('<p><img alt="i" /></p>\n');
    expect(renderMarkdown('![i](https://example.com/x.png)')).toBe(
      '<p><img src="https://example.com/x.png" alt="i" /></p>\n',
    );
  });

  it('keeps what Markdown is for: headings, lists, tables, emphasis, site links', () => {
    const html = renderMarkdown('# T\n\n- a\n- *b*\n\n| x | y |\n|:--|--:|\n| 1 | 2 |\n\n[home](/)');
    expect(html).toContain('<h1>T</h1>');
    expect(html).toContain('<li><em>b</em></li>');
    expect(html).toContain('<th style="text-align:left">x</th>');
    expect(html).toContain('<a href="/">home</a>');
  });
});
