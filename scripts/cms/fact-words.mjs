// What each `{name}` in the content's words stands for, in the office's words: the editor's hints and the
// banner of a refused build say "the office phone number", never `{phone}` alone. Plain script: the preview
// server (node, no build step) reads it as well as the editor's configuration.

/** Each fact a text may hold in braces, as the office would name it. */
export const FACT_WORDS = {
  // The agency's facts (Agency facts in the editor)
  phone: 'the office phone number',
  whatsapp: 'the WhatsApp number',
  email: 'the e-mail address',
  address: 'the office address',
  officeHours: 'the office opening hours',
  replyHours: 'the hours within which the office answers an enquiry',
  replySentence: 'the sentence saying how soon the office answers an enquiry',
  insuranceSentence: 'the sentence on travel insurance',
  insuranceNote: 'the note on travel insurance',
  // A tour's own facts
  deposit: 'the tour’s deposit',
  balanceDueDays: 'the days before departure the balance is due',
  groupMin: 'the smallest group size',
  groupMax: 'the largest group size',
  days: 'the number of days',
  nights: 'the number of nights',
  campNights: 'the nights at the desert camp',
  hotelNights: 'the nights in hotels (all the nights less those at the desert camp)',
  flights: 'the number of flights',
  domesticFlights: 'the number of domestic flights',
  demandLevel: 'how demanding the tour is (1 to 5)',
  mountainVisit: 'the sentence on climbing Mount Sinai or viewing it from its base',
  mountainByTour: 'a sentence per tour on whether its group climbs Mount Sinai or views it from its base',
  escortSentence: 'the sentence on who travels with the group',
  escortNote: 'the line on who travels with the group, in what is included',
  // The booking terms
  passportMonths: 'the months a passport must still be valid',
  depositOnlyFrom: 'the days before departure from which cancelling costs only the deposit',
  halfFrom: 'the days before departure from which cancelling costs half the fare',
  halfTo: 'the last day (before departure) on which cancelling costs half the fare',
  threeQuartersFrom: 'the days before departure from which cancelling costs three quarters of the fare',
  threeQuartersTo: 'the last day (before departure) on which cancelling costs three quarters of the fare',
  fullTo: 'the days before departure within which cancelling costs the whole fare',
  levyPercent: 'the travel industry levy (per cent)',
  tour: 'the tour’s name',
  tourFigures: 'each tour’s deposit and balance, one line per tour',
  // Leading a church group
  planningMonths: 'the months of planning a church group needs',
  minGroupSize: 'the smallest church group',
  leaderPerPaying: 'the paying travellers per leader’s place',
  leaderPlace: 'what the leader’s place costs (free or a discount)',
  depositDueDays: 'the days before departure the group’s deposits are due',
  namesDueDays: 'the days before departure the travellers’ names are due',
};

/** `{deposit}` or `deposit` → "the tour’s deposit"; a name with no words of its own, split ("the some fact"). */
export function factInWords(token) {
  const name = token.replace(/^\{|\}$/g, '');
  return (
    FACT_WORDS[name] ??
    `the ${name
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .trim()}`
  );
}
