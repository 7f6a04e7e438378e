import { withApi } from '@/server/http/with-api';
import { requireDevTools } from '@/server/accounts/operators/dev-tools-access';
import { devOutboxEndpoint } from '@/lib/contracts/notifications/outbox';
import { listOutboxMessages } from '@/server/notifications/mail/list-outbox-messages';

export const config = { api: { bodyParser: false } };

export default withApi(devOutboxEndpoint, async ({ req, query }) => {
  await requireDevTools(req);
  return { messages: await listOutboxMessages(query) };
});
