import { requireCustomerId } from '@/server/accounts/require-customer';
import { withApi } from '@/server/http/with-api';
import { mySavedCardsEndpoint } from '@/lib/contracts/ordering/orders';
import { listMySavedCards } from '@/server/ordering/orders/list-my-saved-cards';

export const config = { api: { bodyParser: false } };

export default withApi(mySavedCardsEndpoint, ({ caller }) => listMySavedCards(requireCustomerId(caller)));
