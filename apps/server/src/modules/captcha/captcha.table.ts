export interface CaptchaChallengeTable {
  challenge_id: string;
  /** sha256 (hex) of `${challenge_id}:${ANSWER}`. */
  answer_hash: string;
  created_at: Date;
  expires_at: Date;
  /** Set at the first verify attempt, right or wrong. */
  consumed_at: Date | null;
}
