import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import './content-html.css';

/**
 * HTML from the content store. The server renders it from Markdown and sanitises it (markdown-it with
 * raw HTML off, then sanitize-html's allow-list: docs/decisions/013-content-store.md), so it carries no
 * script, event handler, style or javascript: link; it is inserted as it comes. Links to the site's
 * own pages navigate inside the app instead of reloading it.
 */
export function ContentHtml({ html, testId }: { html: string; testId?: string }) {
  const navigate = useNavigate();
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  }
  return (
    // The clicks are those of the links inside (a keyboard activates a link with a click event too).
    <div
      className="content-html"
      data-testid={testId}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
