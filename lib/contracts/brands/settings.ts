import { defineEndpoint } from '../endpoint';
import { brandParamsSchema } from './brand-params-schemas';
import { brandSettingsSchema, notificationEmailsBodySchema, payoutBodySchema } from './settings-schemas';

const tags = ['Brands'];

export const getBrandSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/brands/{brandId}/settings',
  summary: 'A brand’s notification e-mails and a summary of its payout account',
  description: 'The account number is never part of the answer: only its last four characters.',
  tags,
  auth: 'customer',
  params: brandParamsSchema,
  response: brandSettingsSchema,
  errors: ['NOT_FOUND'],
});

export const updateNotificationEmailsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/v1/brands/{brandId}/settings/notifications',
  summary: 'Where the brand’s notifications go (managers and owners), up to 5 addresses',
  tags,
  auth: 'customer',
  params: brandParamsSchema,
  body: notificationEmailsBodySchema,
  response: brandSettingsSchema,
  errors: ['NOT_FOUND'],
});

export const updatePayoutEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/v1/brands/{brandId}/settings/payout',
  summary: 'The bank account the brand is paid to (owners)',
  description: 'An IBAN (checked with its mod-97 digits) or, for the US, an ABA routing number and an account number. Stored sealed; answered masked.',
  tags,
  auth: 'customer',
  params: brandParamsSchema,
  body: payoutBodySchema,
  response: brandSettingsSchema,
  errors: ['NOT_FOUND'],
});
