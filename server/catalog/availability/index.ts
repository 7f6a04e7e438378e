/* The availability rule of the catalog (decision 0047), for the other contexts. */
export { availabilityAtStock, decideAvailability, NO_SALE, type AvailabilityFacts, type SaleFacts } from './decide-availability';
export { purchaseRefusal, unavailableReasonOf, unavailableSentence, type UnavailableReason } from './refusal-text';
