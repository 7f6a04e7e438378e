import { frenchCardOneMessage, lastUnitSoldAtCheckout, pausedFlashSaleCards, pausedFlashSaleProductPage, prepareShopper } from './support/availability-scenarios';
import { PHONE } from './support/phone';
import { test } from './support/test';

/* Issue 20 item 1 (one availability rule) and the refusal at place-order, on a desktop screen and at 375 px. */

// The checkout race sells the last units of a seeded product: a database of its own.
test.use({ databaseGroup: 'availability' });

test.beforeEach(async ({ context, baseURL }) => prepareShopper(context, baseURL));

for (const [screen, device] of [['a desktop screen', {}], ['375 px', PHONE]] as const) {
  test.describe(`on ${screen}`, () => {
    test.use(device);

    test('a product whose flash sale is paused is "not available right now" on its page, and its deals say why they are off', async ({ page, request }) => {
      await pausedFlashSaleProductPage(page, request);
    });

    test('its card says the same, and the "In stock" filter and count leave it out', async ({ page, request }) => {
      await pausedFlashSaleCards(page, request);
    });

    test('a French card of a sold-out vendor product says "Épuisé" without a "Précommande" badge', async ({ page, request }) => {
      await frenchCardOneMessage(page, request);
    });

    test('when the last unit sells during checkout, place order names it as sold out and offers to remove it', async ({ page, context, request, baseURL }) => {
      await lastUnitSoldAtCheckout(page, context, request, baseURL);
    });
  });
}
