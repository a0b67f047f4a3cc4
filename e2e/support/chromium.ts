/**
 * Flags of every headless Chromium run on these machines (the browser suite, the bench's Lighthouse):
 * without the networking ones Chromium keeps trying hosts that cannot be reached (STACK.md).
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
