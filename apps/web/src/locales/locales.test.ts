import { describeLocaleParity } from '@casino/client/testing';
import { expect, it } from 'vitest';
import en from './en.json';
import ja from './ja.json';

describeLocaleParity('locale files', { ja, en }, () => {
  it('use the SPEC §8 English texts', () => {
    expect(en.errors.INVALID_USER_OR_EMAIL).toBe('Password or email address is incorrect.');
    expect(en.errors.TECHNICAL_ERROR).toBe('Oops! An internal error has occurred. Please try again later.');
    expect(en.errors.PHONE_NUMBER_NOT_VERIFIED).toBe(en.errors.TECHNICAL_ERROR);
    expect(en.errors.PHONE_NUMBER_NOT_INCLUDED).toBe(en.errors.REQUEST_VALIDATION_ERROR);
    expect(en.pages.settings.loggedOut).toBe('You have to be logged in to access your account settings.');
  });
});
