export * from './api-paths.ts';
export * from './catalogue.ts';
export * from './channel.ts';
export * from './errors.ts';
export * from './games.ts';
export * from './health.ts';
export * from './languages.ts';
export * from './public-config.ts';
