/** Every inbox query starts with this key: one invalidation refreshes the badge and the list. */
export const INBOX_QUERY_KEY = ['inbox'] as const;
