import { withApi } from '@/server/http/with-api';
import { devOutboxEndpoint } from '@/server/mail/endpoints';
import { listOutboxMessages } from '@/server/mail/list-outbox-messages';

export const config = { api: { bodyParser: false } };

export default withApi(devOutboxEndpoint, async ({ query }) => ({ messages: await listOutboxMessages(query) }));
