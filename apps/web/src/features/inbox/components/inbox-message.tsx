import type { InboxClaimResponse, InboxMessage } from '@casino/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error.tsx';
import { useClaimReward } from '../api/claim-reward.ts';

/** A date and time in the site's language. */
function when(iso: string, language: string) {
  return new Date(iso).toLocaleString(language === 'en' ? 'en-GB' : 'ja-JP', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

interface InboxMessageProps {
  message: InboxMessage;
  open: boolean;
  onToggle: () => void;
  onClaimed?: (result: InboxClaimResponse) => void;
}

/**
 * One message: a header button (kind, title, date, unread dot, reward) that opens its body; opened,
 * the body, the expiry and the claim button — which says what the player gets — or the claimed state.
 * A refused claim (claimed in another tab, expired) shows its catalogue text in the red box.
 */
export function InboxMessageItem({ message, open, onToggle, onClaimed }: InboxMessageProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const claim = useClaimReward(onClaimed);
  const panelId = useId();
  const amount = message.reward?.toLocaleString(language === 'en' ? 'en-US' : 'ja-JP') ?? '';
  const claimed = message.claimedDate !== null;
  return (
    <li
      className={`inbox-message${message.read ? '' : ' inbox-message--unread'}`}
      data-testid="inbox-message"
      data-message-id={message.messageId}
    >
      <button
        type="button"
        className="inbox-message__head"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <span className="inbox-message__meta">
          <span className="inbox-message__kind">{t(`inbox.kinds.${message.kind}`)}</span>
          <time dateTime={message.sentDate}>{when(message.sentDate, language)}</time>
          {message.read ? null : <span className="inbox-message__dot">{t('inbox.unread')}</span>}
        </span>
        <span className="inbox-message__title">{message.title}</span>
        {message.reward !== null ? (
          <span className="inbox-message__reward" data-testid="inbox-reward">
            {t('inbox.reward', { amount })}
          </span>
        ) : null}
      </button>
      {open ? (
        <div className="inbox-message__panel" id={panelId}>
          {message.bodyHtml !== null ? (
            // Rendered and sanitised by the server (markdown-it without raw HTML, then sanitize-html).
            <div className="inbox-message__body" dangerouslySetInnerHTML={{ __html: message.bodyHtml }} />
          ) : (
            <p className="inbox-message__body inbox-message__body--text">{message.body}</p>
          )}
          {message.expiresDate !== null ? (
            <p className="inbox-message__expiry" data-testid="inbox-expiry">
              {message.expired
                ? t('inbox.expired', { date: when(message.expiresDate, language) })
                : t('inbox.expires', { date: when(message.expiresDate, language) })}
            </p>
          ) : null}
          <FormError error={claim.error} />
          {message.reward === null ? null : claimed ? (
            <p className="inbox-message__claimed" role="status" data-testid="inbox-claimed">
              {t('inbox.claimed', { amount, date: when(message.claimedDate!, language) })}
            </p>
          ) : message.expired ? null : (
            <button
              type="button"
              className="btn btn-primary inbox-message__claim"
              data-testid="inbox-claim"
              disabled={claim.isPending}
              aria-busy={claim.isPending}
              onClick={() => claim.mutate(message.messageId)}
            >
              {t('inbox.claim', { amount })}
            </button>
          )}
        </div>
      ) : null}
    </li>
  );
}
