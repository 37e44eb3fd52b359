// PLACEHOLDER: standard Hong Kong travel-agency booking terms, drafted for the agency to confirm or replace
// (amounts, percentages and days) before the site goes live.
import type { PolicyDocument } from '../types';

const terms: PolicyDocument = {
  title: 'Terms and Conditions',
  lastUpdated: 'Last updated: January 2024 (draft for the agency to confirm)',
  intro:
    'These terms apply to every tour booked with Pilgrim Journeys, a travel agent licensed by the Travel Industry Authority of Hong Kong. Please read them before you pay a deposit: paying one means you accept them.',
  sections: [
    {
      title: '1. Booking and Deposit',
      html:
        '<p>A place on a tour is confirmed when we receive your signed booking form and a <strong>deposit of HK$5,000 per person</strong>. We issue an official receipt for every payment.</p>' +
        '<p>Places are limited and given in the order deposits arrive. Prices are per person sharing a twin room; a single-room supplement applies on request.</p>',
    },
    {
      title: '2. Balance Payment',
      html:
        '<p>The balance is due <strong>45 days before departure</strong>. Bookings made within 45 days of departure are paid in full at booking.</p>' +
        '<p>If the balance is not received on time we may treat the booking as cancelled by you, and the cancellation charges below apply.</p>',
    },
    {
      title: '3. Cancellation by You',
      html:
        '<p>Please tell us in writing. Charges are counted from the day we receive your notice, as a share of the tour fare:</p>' +
        '<ul>' +
        '<li>60 days or more before departure: the deposit;</li>' +
        '<li>59 to 30 days: 50%;</li>' +
        '<li>29 to 15 days: 75%;</li>' +
        '<li>14 days or fewer, or not joining the tour: 100%.</li>' +
        '</ul>' +
        '<p>Visa fees, insurance premiums and air tickets already issued are not refundable.</p>',
    },
    {
      title: '4. Changes and Cancellation by Us',
      html:
        '<p>Each tour needs a minimum number of travellers. If it is not reached, or if travel becomes unsafe, we may cancel the tour and refund every payment in full, or offer you another date.</p>' +
        '<p>Itineraries may change for reasons beyond our control (weather, flight schedules, site closures or access rules set by local authorities). We replace any visit missed with one of similar value where we can.</p>',
    },
    {
      title: '5. Travel Industry Authority Levy',
      html:
        '<p>Every outbound package tour fare carries the levy set by the Travel Industry Authority (currently <strong>0.15% of the tour fare</strong>), collected with your payment and shown on your receipt.</p>' +
        '<p>With it paid, the Travel Industry Compensation Fund can refund up to 90% of the tour fare paid if the agent defaults, and provides ex gratia payments for accidents on the tour.</p>',
    },
    {
      title: '6. Travel Insurance, Documents and Health',
      html:
        '<p>We strongly advise every traveller to buy <strong>travel insurance</strong> covering medical costs, evacuation, cancellation and loss of baggage. We can arrange a policy for you.</p>' +
        '<p>You need a passport valid for at least six months after return and the visas for each country; we help with applications, but entry is decided by each country’s authorities. Some days involve desert walking and 4x4 travel: please tell us of any health condition when booking.</p>',
    },
    {
      title: '7. Questions and Complaints',
      html:
        '<p>If something is not right during the tour, please tell your tour leader at once so it can be put right. Afterwards, write to us within 30 days of return and we will reply within 14 days. You may also contact the Travel Industry Authority.</p>',
    },
  ],
  footerNote:
    'These terms may be updated from time to time; the version on this page on the day you pay your deposit applies to your booking.',
};

export default terms;
