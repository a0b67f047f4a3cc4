/** Every missions query starts with this key: a claim refreshes the list in every language. */
export const MISSIONS_QUERY_KEY = ['missions'] as const;
