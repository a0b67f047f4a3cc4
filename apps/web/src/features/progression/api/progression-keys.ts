/** Every query of the progression feature (level, experience, tier) starts with this key. */
export const PROGRESSION_QUERY_KEY = ['progression'] as const;
