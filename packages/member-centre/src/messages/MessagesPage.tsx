/** The platform messages page (spec §2 messageV2; spec §4 notification messages). */
import { useEffect, useRef, useState } from 'react';
import type { PlatformMessage } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { useUnreadMessages } from '@gamehall/shell';
import { Button, Dialog, EmptyState, ErrorState, Pagination, cx } from '@gamehall/ui-kit';
import { useDeleteMessagesMutation, useGetMessagesQuery, useMarkAllReadMutation, useReadMessagesMutation } from '../api/messagesApi';
import { useDateTime, useErrorText, useMoney } from '../model/useCashierFormat';
import { messageText } from './messageText';
import styles from './Messages.module.css';

/** One message: its checkbox, its title (bold with a dot while unread) that opens it, its time and, opened, its text. */
function MessageItem({
  message,
  open,
  selected,
  onToggle,
  onSelect,
}: {
  message: PlatformMessage;
  open: boolean;
  selected: boolean;
  onToggle: () => void;
  onSelect: (selected: boolean) => void;
}) {
  const { t } = useTranslation('member');
  const money = useMoney();
  const dateTime = useDateTime();
  const text = messageText(message, (key, values) => t(key, { ...values }), money);
  const contentId = `message-${String(message.messageId)}`;
  return (
    <li className={cx(styles.item, !message.read && styles.unread)} data-testid={contentId}>
      <input
        type="checkbox"
        className={cx(styles.checkbox, styles.check)}
        checked={selected}
        onChange={(event) => { onSelect(event.target.checked); }}
        aria-label={t('messages_select', { title: text.title })}
      />
      <div className={styles.body}>
        <h3 className={styles.heading}>
          <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={contentId} onClick={onToggle}>
            {message.read ? null : (
              <>
                <span className={styles.dot} aria-hidden="true" />
                <span className={styles.hidden}>{t('messages_unread')}</span>{' '}
              </>
            )}
            <span className={styles.title}>{text.title}</span>
          </button>
        </h3>
        <p className={styles.time}>{dateTime(message.createdAt)}</p>
        {open ? (
          <p id={contentId} className={styles.content}>
            {text.content}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * `/member/messageV2`: the member's messages (`messages`, newest first, paged), unread ones bold
 * with a dot and "Unread" for screen readers. Opening one shows its text and marks it read
 * (`readMessages`); messages can be selected (one by one or the whole page) and deleted after a
 * confirm (`deleteMessages`); "Mark all read" reads every unread message (`markAllRead`). Each of
 * these refreshes the list and the unread badges (header, menus). Notifications are worded in
 * the player's language from their kind, amount and reference (`messageText`). A skeleton while
 * the list loads, in_no_data when it is empty, the error with a retry when it failed; a failed
 * action shows its message in an alert.
 */
export function MessagesPage() {
  const { t } = useTranslation('member');
  const errorText = useErrorText();
  const [pageNo, setPageNo] = useState(1);
  const query = useGetMessagesQuery({ pageNo });
  const unread = useUnreadMessages();
  const [readMessages] = useReadMessagesMutation();
  const [deleteMessages, deleting] = useDeleteMessagesMutation();
  const [markAllRead, markingAll] = useMarkAllReadMutation();
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const selectAllRef = useRef<HTMLInputElement>(null);
  const list = query.data?.list;

  // A page change (or messages gone) forgets selections of messages no longer shown.
  useEffect(() => {
    const shown = new Set((list ?? []).map((m) => m.messageId));
    setSelected((s) => (([...s].every((id) => shown.has(id)) ? s : new Set([...s].filter((id) => shown.has(id))))));
  }, [list]);

  const pageIds = (list ?? []).map((m) => m.messageId);
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = selected.size > 0 && !allSelected;
  }, [selected, allSelected]);

  const act = async (work: () => Promise<unknown>, done?: string) => {
    setFailure('');
    try {
      await work();
      if (done) setStatus(done);
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  const toggle = (message: PlatformMessage) => {
    setOpened((o) => {
      const next = new Set(o);
      if (next.has(message.messageId)) next.delete(message.messageId);
      else next.add(message.messageId);
      return next;
    });
    if (!message.read) void act(() => readMessages([message.messageId]).unwrap());
  };

  const remove = () => {
    const ids = [...selected];
    const emptiesPage = ids.length === pageIds.length && pageNo > 1;
    setConfirmDelete(false);
    void act(async () => {
      await deleteMessages(ids).unwrap();
      setSelected(new Set());
      if (emptiesPage) setPageNo((p) => p - 1);
    }, t('messages_deleted', { count: ids.length }));
  };

  let body;
  if (query.isLoading) {
    body = (
      <div className={styles.list} aria-busy="true" data-testid="messages-loading">
        <div className={styles.skeleton} />
        <div className={styles.skeleton} />
        <div className={styles.skeleton} />
      </div>
    );
  } else if (query.isError) {
    body = <ErrorState message={errorText(query.error)} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  } else if (!list || list.length === 0) {
    body = <EmptyState message={t('in_no_data')} />;
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label={t('messages_list')}>
          {list.map((message) => (
            <MessageItem
              key={message.messageId}
              message={message}
              open={opened.has(message.messageId)}
              selected={selected.has(message.messageId)}
              onToggle={() => { toggle(message); }}
              onSelect={(on) => { setSelected((s) => {
                  const next = new Set(s);
                  if (on) next.add(message.messageId);
                  else next.delete(message.messageId);
                  return next;
                }); }
              }
            />
          ))}
        </ul>
        <Pagination
          page={pageNo}
          pageCount={query.data?.totalPages ?? 1}
          onPageChange={setPageNo}
          ariaLabel={t('messages_list')}
          labels={{ previous: t('previous'), next: t('next'), page: (n) => t('page_n', { n }) }}
        />
      </>
    );
  }

  const hasList = Boolean(list && list.length > 0);
  return (
    <div className={styles.page}>
      {hasList ? (
        <div className={styles.toolbar}>
          <label className={styles.selectAll}>
            <input
              ref={selectAllRef}
              type="checkbox"
              className={styles.checkbox}
              checked={allSelected}
              onChange={(event) => { setSelected(event.target.checked ? new Set(pageIds) : new Set()); }}
            />
            {t('messages_select_page')}
          </label>
          <Button size="sm" variant="secondary" disabled={unread === 0 && !(list ?? []).some((m) => !m.read)} loading={markingAll.isLoading} onClick={() => void act(() => markAllRead().unwrap(), t('messages_all_read'))}>
            {t('messages_mark_all_read')}
          </Button>
          <Button size="sm" variant="danger" disabled={selected.size === 0} loading={deleting.isLoading} onClick={() => { setConfirmDelete(true); }}>
            {t('messages_delete', { count: selected.size })}
          </Button>
        </div>
      ) : null}
      <p role="status" className={styles.status}>
        {status}
      </p>
      {failure ? (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      ) : null}
      {body}
      <Dialog
        open={confirmDelete}
        onClose={() => { setConfirmDelete(false); }}
        icon="warning"
        title={t('messages_delete_confirm', { count: selected.size })}
        closeLabel={t('close')}
        buttons={[
          { label: t('withdraw_cancel'), variant: 'secondary', onClick: () => { setConfirmDelete(false); } },
          { label: t('messages_delete_yes'), variant: 'danger', onClick: remove },
        ]}
      />
    </div>
  );
}
