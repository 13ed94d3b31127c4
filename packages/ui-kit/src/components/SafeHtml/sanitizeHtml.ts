import DOMPurify, { type DOMPurify as DOMPurifyInstance } from 'dompurify';

let instance: DOMPurifyInstance | undefined;

function purifier(): DOMPurifyInstance {
  if (instance) return instance;
  // A private instance, so our link hook does not change anyone else's DOMPurify.
  const created = DOMPurify(window);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  instance = created;
  return created;
}

/**
 * Sanitises server HTML (announcements, dialog bodies, spec §4 dialog helper) for rendering
 * with `dangerouslySetInnerHTML`: removes scripts, event-handler attributes (`onerror`, ...),
 * `javascript:` and other unsafe URLs, and gives every link `rel="noopener noreferrer"`.
 *
 * @param html - untrusted HTML from the platform
 * @returns safe HTML (an empty string for empty input)
 */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  return purifier().sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form'] });
}
