import { z } from 'zod';
import { emailSchema } from '../accounts/customers-schemas';
import { abaRoutingNumberIsValid, IBAN_COUNTRIES, ibanProblem, normalizeIban } from './settings-bank-checks';

/* A brand's settings (issue 16 item 3): where its notifications go and where it is paid. */

export const MAX_NOTIFICATION_EMAILS = 5;

export const payoutSummarySchema = z.object({
  account_holder: z.string(),
  country: z.string(),
  masked_account: z.string().describe('The last four characters of the account, e.g. "•••• 4821". The number itself is never sent back.'),
  updated_at: z.string(),
});

export const brandSettingsSchema = z.object({
  notification_emails: z.array(z.string()),
  payout: payoutSummarySchema.nullable(),
});

export const notificationEmailsBodySchema = z.object({
  emails: z
    .array(emailSchema)
    .max(MAX_NOTIFICATION_EMAILS, { error: `At most ${MAX_NOTIFICATION_EMAILS} addresses.` })
    // The same address twice is one address: kept once, in the order given.
    .transform((emails) => [...new Set(emails)]),
});

const accountHolderSchema = z
  .string()
  .trim()
  .min(2, { error: 'Enter the name on the bank account.' })
  .max(120, { error: 'At most 120 characters.' })
  .refine((value) => !/[\p{Cc}]/u.test(value), { error: 'Must not contain control characters.' });

const ibanPayoutSchema = z
  .object({
    account_holder: accountHolderSchema,
    country: z.enum(IBAN_COUNTRIES, { error: 'Choose the country of the bank account.' }),
    iban: z.string().max(42, { error: 'An IBAN has at most 34 characters.' }).transform(normalizeIban),
  })
  .superRefine((value, ctx) => {
    const problem = ibanProblem(value.iban, value.country);
    if (problem) ctx.addIssue({ code: 'custom', path: ['iban'], message: problem });
  });

const usPayoutSchema = z.object({
  account_holder: accountHolderSchema,
  country: z.literal('US'),
  routing_number: z
    .string()
    .trim()
    .refine(abaRoutingNumberIsValid, { error: 'Enter the 9-digit ABA routing number; this one fails its check digit.' }),
  account_number: z
    .string()
    .trim()
    .regex(/^\d{4,17}$/, { error: 'An account number has 4 to 17 digits.' }),
});

/** An IBAN for the countries that use one, a routing and an account number for the US. */
export const payoutBodySchema = z.discriminatedUnion('country', [ibanPayoutSchema, usPayoutSchema], {
  error: 'Choose the country of the bank account: the US or a country that uses IBANs.',
});

export type BrandSettings = z.infer<typeof brandSettingsSchema>;
export type PayoutSummary = z.infer<typeof payoutSummarySchema>;
export type PayoutInput = z.input<typeof payoutBodySchema>;
export type PayoutDetails = z.output<typeof payoutBodySchema>;
