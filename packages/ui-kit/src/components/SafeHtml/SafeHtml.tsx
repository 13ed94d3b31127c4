import { useMemo } from 'react';
import { cx } from '../../internal/cx';
import { sanitizeHtml } from './sanitizeHtml';
import styles from './SafeHtml.module.css';

/** Props of {@link SafeHtml}. */
export interface SafeHtmlProps {
  /** Untrusted HTML from the platform (announcement, notice, dialog body). */
  html: string;
  /** Element to render (default `div`; use `span` inside inline content). */
  as?: 'div' | 'span';
  className?: string;
}

/**
 * Renders server HTML after {@link sanitizeHtml} (DOMPurify): no scripts, no event handlers,
 * no `javascript:` URLs; links get `rel="noopener noreferrer"`.
 */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={cx(styles.safeHtml, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
