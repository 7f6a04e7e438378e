/* What the referral pages get from the server as props (server/pages/referral-page-props.ts): amounts already formatted in the page's currency. */

/** The programme's figures, for /customer/referrals, /share-and-earn-money and /invite. */
export interface ProgrammeFigures {
  friendDiscount: string;
  minimumSubtotal: string;
  referrerReward: string;
  returnDays: number;
  welcomeDays: number;
  monthlyCap: number;
}

/** What /invite?rid=CODE shows a visitor. */
export interface InviteOffer {
  /** The referrer's first name only; null when the code is unknown. */
  inviterFirstName: string | null;
  /** The code as it is stored, to carry to sign-up; null when unknown. */
  rid: string | null;
  friendDiscount: string;
  minimumSubtotal: string;
  referrerReward: string;
}
