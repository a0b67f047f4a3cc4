// Test helpers only: imports vitest, so never import it from app code (the main entry stays test-free).
export { describeLocaleParity, flattenLocale } from './locale-parity.ts';
