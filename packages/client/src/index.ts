export * from './api-client.ts';
export * from './boot-data.ts';
export * from './public-config.ts';
export * from './i18n.ts';
export * from './mount.ts';
export * from './format.ts';
export * from './play-refusal.ts';
