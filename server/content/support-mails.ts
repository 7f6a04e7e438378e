import type { SupportTopic } from '@/lib/contracts/content/content-schemas';
import { STORE_NAME } from '@/lib/navigation/store-name';
import type { MailTemplate } from '@/server/notifications/mail/mail-content';

export interface SupportMailData {
  id: number;
  name: string;
  email: string;
  topic: SupportTopic;
  orderNumber: string | null;
  message: string;
}

/** The message as the operators receive it (in English: the team's language). */
export const supportMessageMail: MailTemplate<SupportMailData> = {
  name: 'support-message',
  logFields: ['id', 'topic'],
  compose: (t, data) => {
    const topic = t(`supportTopics.${data.topic}`);
    return {
      subject: t('supportMessage.subject', { topic, name: data.name }),
      preview: t('supportMessage.preview'),
      blocks: [
        { kind: 'paragraph', text: t('supportMessage.intro', { name: data.name, email: data.email, topic }) },
        ...(data.orderNumber ? [{ kind: 'paragraph' as const, text: t('supportMessage.order', { orderNumber: data.orderNumber }) }] : []),
        { kind: 'paragraph', text: t('supportMessage.message', { message: data.message }) },
        { kind: 'note', text: t('supportMessage.reply', { email: data.email, id: data.id }) },
      ],
    };
  },
};

/** The sender's receipt, in the language they wrote from. */
export const supportConfirmationMail: MailTemplate<SupportMailData> = {
  name: 'support-confirmation',
  logFields: ['id'],
  compose: (t, data) => ({
    subject: t('supportConfirmation.subject'),
    preview: t('supportConfirmation.preview'),
    blocks: [
      { kind: 'paragraph', text: t('supportConfirmation.intro', { name: data.name, storeName: STORE_NAME, topic: t(`supportTopics.${data.topic}`) }) },
      { kind: 'paragraph', text: t('supportConfirmation.answer') },
      { kind: 'note', text: t('supportConfirmation.copy', { message: data.message }) },
      { kind: 'note', text: t('supportConfirmation.reference', { id: data.id }) },
    ],
  }),
};
