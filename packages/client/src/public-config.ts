import {
  DEFAULT_PUBLIC_CONFIG,
  PUBLIC_CONFIG_META_NAME,
  publicConfigSchema,
  type PublicConfig,
} from '@casino/contract';

/**
 * Reads the settings the server writes as JSON into `<meta name="casino-config">` (a meta tag rather
 * than an inline script keeps the CSP strict). An empty tag (Vite dev server, `vite preview`) or a
 * malformed one falls back to DEFAULT_PUBLIC_CONFIG, so the site and the game clients still work against
 * `/api`. One cached value per bundle.
 */
export function parsePublicConfig(content: string | null | undefined): PublicConfig {
  if (!content || content.trim() === '') return DEFAULT_PUBLIC_CONFIG;
  try {
    const parsed = publicConfigSchema.safeParse(JSON.parse(content));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through to the default below
  }
  console.warn(`[casino] ignoring invalid <meta name="${PUBLIC_CONFIG_META_NAME}"> content`);
  return DEFAULT_PUBLIC_CONFIG;
}

let cached: PublicConfig | undefined;

export function getPublicConfig(): PublicConfig {
  if (!cached) {
    const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PUBLIC_CONFIG_META_NAME}"]`);
    cached = parsePublicConfig(meta?.content);
  }
  return cached;
}

/** Tests only: forget the cached value so the next read sees a changed meta tag. */
export function resetPublicConfigForTests(): void {
  cached = undefined;
}
