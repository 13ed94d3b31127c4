/** The help centre dialog (lazy chunk: the Dialog and SafeHtml bring DOMPurify). */
import { useState } from 'react';
import { useTranslation } from '@gamehall/i18n';
import { Dialog, EmptyState, ErrorState, SafeHtml, Spinner, Tabs } from '@gamehall/ui-kit';
import { useGetHelpCenterQuery } from '../../api/shellApi';
import styles from './HelpModal.module.css';

/** Props of {@link HelpModalContent}. */
export interface HelpModalContentProps {
  /** The topic to select first (`/help#tag`); the first topic when absent or unknown. */
  tag: string | null;
  onClose(): void;
}

/** The open help centre: tabs of the topics and the selected topic's sanitised content. */
export function HelpModalContent({ tag, onClose }: HelpModalContentProps) {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useGetHelpCenterQuery();
  const topics = [...(data?.list ?? [])].sort((a, b) => a.sort - b.sort);
  const [picked, setPicked] = useState<{ from: string | null; key: string } | null>(null);
  // A new tag (hash change) wins over an earlier pick.
  const wanted = picked && picked.from === tag ? picked.key : tag;
  const selected = topics.find((topic) => topic.tag === wanted) ?? topics[0];

  return (
    <Dialog open onClose={onClose} title={t('help_centre')} closeLabel={t('close')}>
      {isLoading ? (
        <div className={styles.center}>
          <Spinner label={t('loading')} />
        </div>
      ) : isError ? (
        <ErrorState message={t('network_error')} retryLabel={t('retry')} onRetry={() => void refetch()} />
      ) : !selected ? (
        <EmptyState message={t('in_no_data')} />
      ) : (
        <div className={styles.body}>
          <Tabs
            className={styles.tabs}
            items={topics.map((topic) => ({ key: topic.tag, label: topic.title }))}
            value={selected.tag}
            onChange={(key) => setPicked({ from: tag, key })}
            ariaLabel={t('help_centre')}
            variant="underline"
          />
          <section className={styles.topic} role="tabpanel" aria-label={selected.title}>
            <SafeHtml html={selected.content} />
          </section>
        </div>
      )}
    </Dialog>
  );
}
