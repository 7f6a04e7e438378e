import { requireCustomerId } from '@/server/accounts/require-customer';
import { withApi } from '@/server/http/with-api';
import { mySavedCardsEndpoint } from '@/server/orders/endpoints';
import { listMySavedCards } from '@/server/orders/list-my-saved-cards';

export const config = { api: { bodyParser: false } };

export default withApi(mySavedCardsEndpoint, ({ caller }) => listMySavedCards(requireCustomerId(caller)));
