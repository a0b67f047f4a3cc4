/** Facts about the operator that are not language-dependent (the texts around them are in the locales). */
export const SUPPORT_EMAIL = 'support@sakurasocialgaming.gi';
