export interface SpentTable {
  challenge_id: string;
  expires_at: Date;
}

export interface CaptchaTables {
  'captcha.spent': SpentTable;
}
