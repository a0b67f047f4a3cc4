export { getPublicConfig, parsePublicConfig, resetPublicConfigForTests } from '@casino/client';
