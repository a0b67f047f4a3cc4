export interface CaptchaChallengeTable {
  challenge_id: string;
  /** sha256 (hex) of `${challenge_id}:${counter}`: the proof-of-work answer, never stored in the clear. */
  answer_hash: string;
  created_at: Date;
  expires_at: Date;
  /** Set at the first verify attempt, right or wrong. */
  consumed_at: Date | null;
}
