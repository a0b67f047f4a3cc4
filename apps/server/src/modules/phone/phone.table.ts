export type OtpPurpose = 'VERIFY' | 'CHANGE';

/** The live one-time code of an account for one purpose; a new request replaces it. */
export interface PhoneOtpTable {
  account_id: string;
  purpose: OtpPurpose;
  phone_number: string;
  /** HMAC-SHA256 (hex) of account, purpose, number and code with the token secret. */
  code_hash: string;
  attempts: number;
  created_at: Date;
  expires_at: Date;
  resend_available_at: Date;
  consumed_at: Date | null;
}

export interface PhoneValidationTable {
  validation_code: string;
  account_id: string;
  phone_number: string;
  created_at: Date;
}
