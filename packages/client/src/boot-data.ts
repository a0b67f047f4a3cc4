import { BOOT_DATA_ID, bootKey } from '@casino/contract';

let answers: Map<string, unknown> | undefined;

function readAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  if (typeof document === 'undefined') return answers;
  const element = document.getElementById(BOOT_DATA_ID);
  if (!element?.textContent) return answers;
  try {
    const parsed = JSON.parse(element.textContent) as unknown;
    if (parsed && typeof parsed === 'object') {
      for (const [key, value] of Object.entries(parsed)) answers.set(key, value);
    }
  } catch {
    // An unreadable block: every query asks the API as usual.
  }
  return answers;
}

/**
 * The server's answer to a GET of `url` written into the page, once: the first query of it starts from
 * this answer instead of a request; a refetch (and every later call) asks the API.
 */
export function takeBootAnswer(url: string): { found: true; value: unknown } | { found: false } {
  const map = readAnswers();
  const key = bootKey(url);
  if (!map.has(key)) return { found: false };
  const value = map.get(key);
  map.delete(key);
  return { found: true, value };
}

/** Tests only: forget what was read, so the next call reads the document again. */
export function resetBootDataForTests(): void {
  answers = undefined;
}
