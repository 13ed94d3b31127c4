import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@gamehall/i18n';
import { icons } from '@gamehall/ui-kit';
import styles from './SearchBox.module.css';

/** Debounce of search-as-you-type, in milliseconds. */
export const SEARCH_DEBOUNCE_MS = 100;

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** The search in effect (the URL's `q`), trimmed. */
  value: string;
  /**
   * Called with the trimmed text: ~100 ms after typing stops (`replace: true`, so typing does
   * not fill the history) and at once on Enter.
   */
  onSearch(text: string, options: { replace: boolean }): void;
  className?: string;
}

/**
 * The lobby's search box (spec §2: search by game name in the ALL filter; text trimmed):
 * results as you type, immediately on Enter, and clearing shows the unfiltered list.
 */
export function SearchBox({ value, onSearch, className }: SearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  // The URL changed under us (type change, back button): show its search.
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }

  const schedule = (next: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearchRef.current(next.trim(), { replace: true }), SEARCH_DEBOUNCE_MS);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    onSearch(text.trim(), { replace: false });
  };
  const clear = () => {
    clearTimeout(timer.current);
    setText('');
    onSearch('', { replace: false });
  };

  return (
    <form role="search" className={[styles.box, className].filter(Boolean).join(' ')} onSubmit={submit}>
      <icons.search className={styles.icon} size={18} />
      <input
        className={styles.input}
        type="search"
        aria-label={t('search_placeholder')}
        placeholder={t('search_placeholder')}
        value={text}
        maxLength={64}
        enterKeyHint="search"
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          schedule(event.target.value);
        }}
      />
      {text ? (
        <button type="button" className={styles.clear} aria-label={t('clear_search')} onClick={clear}>
          <icons.close size={16} />
        </button>
      ) : null}
    </form>
  );
}
