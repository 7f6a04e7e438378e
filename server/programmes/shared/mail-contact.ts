import { getCustomerContacts, mailContactOf, type MailContact } from '@/server/accounts/customer-contacts';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';

/** The shopper's own address and language (programme mails to other addresses use the language). */
export async function mailContactOfCustomer(customerId: number): Promise<MailContact & { fullname: string }> {
  const contact = (await getCustomerContacts(getDb(), [customerId])).get(customerId);
  if (!contact) throw new AppError('UNAUTHORIZED', 'Your session is not valid. Please sign in again.');
  return { ...mailContactOf(contact), fullname: contact.fullname };
}
