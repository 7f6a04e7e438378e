import { withApi } from '@/server/http/with-api';
import { devOutboxEndpoint } from '@/lib/contracts/notifications/outbox';
import { listOutboxMessages } from '@/server/notifications/mail/list-outbox-messages';

export const config = { api: { bodyParser: false } };

export default withApi(devOutboxEndpoint, async ({ query }) => ({ messages: await listOutboxMessages(query) }));
