import type { InboxClaimResponse } from '@casino/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice.tsx';
import { QueryErrorNotice } from '../../../components/ui/query-error-notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toLanguageCode } from '../../../lib/i18n.ts';
import { useInbox } from '../api/get-inbox.ts';
import { unreadQueryOptions } from '../api/get-unread.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { InboxMessageItem } from './inbox-message.tsx';
import './inbox.css';

/**
 * The inbox popup's content (issue 29): the newest messages first in the site's language; opening an
 * unread one marks it read (the badge follows). `onClaimed` is the app's: balance and reward moment.
 */
export function InboxPanel({ onClaimed }: { onClaimed?: (result: InboxClaimResponse) => void }) {
  const { t, i18n } = useTranslation();
  const inbox = useInbox(toLanguageCode(i18n.resolvedLanguage ?? i18n.language));
  const markRead = useMarkRead();
  const [openId, setOpenId] = useState<string | null>(null);
  // The list answers the unread count too: the header badge takes it (another tab may have read some).
  const queryClient = useQueryClient();
  const unread = inbox.data?.unread;
  useEffect(() => {
    if (unread !== undefined) queryClient.setQueryData(unreadQueryOptions().queryKey, { unread });
  }, [unread, queryClient]);

  if (inbox.isPending) return <Spinner />;
  if (inbox.isError)
    return <QueryErrorNotice error={inbox.error} onRetry={() => inbox.refetch()} testId="inbox-error" />;
  const { messages } = inbox.data;
  if (messages.length === 0) return <Notice testId="inbox-empty">{t('inbox.empty')}</Notice>;
  return (
    <ul className="inbox-list" data-testid="inbox-list" aria-label={t('inbox.listLabel')}>
      {messages.map((message) => (
        <InboxMessageItem
          key={message.messageId}
          message={message}
          open={openId === message.messageId}
          onClaimed={onClaimed}
          onToggle={() => {
            const opening = openId !== message.messageId;
            setOpenId(opening ? message.messageId : null);
            if (opening && !message.read) markRead.mutate(message.messageId);
          }}
        />
      ))}
    </ul>
  );
}
