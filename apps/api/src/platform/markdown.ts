import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * What staff write in the console (FAQ articles, legal pages, figurine descriptions: issue 28 #6)
 * is Markdown kept as sanitised HTML: no script, event handler, style or iframe survives, links keep
 * only http(s)/mailto and relative addresses, images only https.
 */
export function markdownToSafeHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(html.trim(), {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'del'],
    allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  });
}
