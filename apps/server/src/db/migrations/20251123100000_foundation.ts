import { sql, type Kysely } from 'kysely';
import { createIndex, dropTables } from './ddl.ts';

// Migrations take Kysely<any>: they describe the schema as it was at their time, not today's types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** Brands, channels, feature flags, languages and the game catalogue. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('brands')
    .addColumn('brand_id', 'serial', (col) => col.primaryKey())
    .addColumn('brand_ref', 'text', (col) => col.notNull().unique())
    .addColumn('account_ref', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('brands_brand_ref_check', sql`brand_ref <> ''`)
    .execute();

  await db.schema
    .createTable('channels')
    .addColumn('channel_id', 'serial', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('brand_id', 'integer', (col) => col.notNull().references('brands.brand_id'))
    .addColumn('captcha_enabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('channels_code_check', sql`code ~ '^[A-Z0-9_]{1,32}$'`)
    .execute();

  await db.schema
    .createTable('feature_flags')
    .addColumn('feature_flag_id', 'serial', (col) => col.primaryKey())
    .addColumn('channel_id', 'integer', (col) => col.references('channels.channel_id').onDelete('cascade'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('value', 'boolean', (col) => col.notNull())
    .addCheckConstraint('feature_flags_key_check', sql`key in ('maintenence', 'captcha')`)
    .execute();
  // One value per (channel, key), and one global value (channel_id null) per key.
  await createIndex(db, 'feature_flags_channel_key_unique', 'feature_flags', ['channel_id', 'key'], {
    unique: true,
    where: sql`channel_id is not null`,
  });
  await createIndex(db, 'feature_flags_global_key_unique', 'feature_flags', 'key', {
    unique: true,
    where: sql`channel_id is null`,
  });

  await db.schema
    .createTable('languages')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('country_code', 'text', (col) => col.notNull())
    .addColumn('english_name', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('languages_code_check', sql`code ~ '^[a-z]{2}$'`)
    .addCheckConstraint('languages_country_code_check', sql`country_code ~ '^[A-Z]{2}$'`)
    .execute();

  await db.schema
    .createTable('game_studios')
    .addColumn('game_studio_id', 'serial', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addCheckConstraint('game_studios_code_check', sql`code ~ '^[A-Z0-9_]{1,64}$'`)
    .execute();

  await db.schema
    .createTable('games')
    .addColumn('game_id', 'serial', (col) => col.primaryKey())
    .addColumn('game_code', 'text', (col) => col.notNull().unique())
    .addColumn('game_type', 'text', (col) => col.notNull())
    .addColumn('orientation', 'text', (col) => col.notNull())
    .addColumn('is_demo_available', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('image_path', 'text')
    .addColumn('game_studio_id', 'integer', (col) => col.notNull().references('game_studios.game_studio_id'))
    .addColumn('is_enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('games_game_code_check', sql`game_code ~ '^[A-Z0-9_]{3,64}$'`)
    .addCheckConstraint('games_game_type_check', sql`game_type in ('SLOT', 'LIVE')`)
    .addCheckConstraint('games_orientation_check', sql`orientation in ('landscape', 'portrait')`)
    .addCheckConstraint('games_image_path_check', sql`image_path is null or image_path <> ''`)
    .execute();
  await createIndex(db, 'games_enabled_sort_idx', 'games', ['is_enabled', 'sort_order']);

  await db.schema
    .createTable('game_tags')
    .addColumn('game_id', 'integer', (col) => col.notNull().references('games.game_id').onDelete('cascade'))
    .addColumn('tag', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('game_tags_pkey', ['game_id', 'tag'])
    .addCheckConstraint('game_tags_tag_check', sql`tag ~ '^[A-Z0-9_]{1,32}$'`)
    .execute();

  await db.schema
    .createTable('game_translations')
    .addColumn('game_id', 'integer', (col) => col.notNull().references('games.game_id').onDelete('cascade'))
    .addColumn('language', 'text', (col) => col.notNull().references('languages.code'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('game_translations_pkey', ['game_id', 'language'])
    .addCheckConstraint('game_translations_title_check', sql`title <> ''`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, [
    'game_translations',
    'game_tags',
    'games',
    'game_studios',
    'languages',
    'feature_flags',
    'channels',
    'brands',
  ]);
}
