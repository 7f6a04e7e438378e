/** What a support message is about (the contact form's choices); kept free of zod for the browser. */
export const SUPPORT_TOPICS = ['order', 'delivery', 'return', 'warranty', 'assembly', 'payment', 'account', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];
