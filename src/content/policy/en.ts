import type { PrivacyPolicy } from '../types';

const policy: PrivacyPolicy = {
  title: 'Privacy and Cookies Policy',
  lastUpdated: 'Last updated: January 2024',
  intro:
    'We respect your privacy and are committed to protecting your personal data. This policy explains what information we collect when you visit our website or send us a travel enquiry, how we use it, and the choices and rights you have under the Personal Data (Privacy) Ordinance (Cap. 486) of Hong Kong.',
  sections: [
    {
      title: '1. Information We Collect',
      html:
        '<p>We only collect the information you choose to give us through the enquiry form, or when you contact us by phone, e-mail or WhatsApp. This may include:</p>' +
        '<ul>' +
        '<li><strong>Contact details</strong>: your first name, last name, e-mail address and phone number.</li>' +
        '<li><strong>Travel preferences</strong>: your preferred destination, budget, the services you are interested in and any message you write to us.</li>' +
        '<li><strong>Booking information</strong>: if you go on to book a tour, the details needed to arrange it, such as passport details and dietary or health requirements.</li>' +
        '</ul>' +
        '<p>We do not use analytics or advertising trackers on this website, and we do not collect information about you from other sources.</p>',
    },
    {
      title: '2. How We Use Your Information',
      html:
        '<p>We use your personal data only for the purposes for which it was collected, or directly related purposes:</p>' +
        '<ul>' +
        '<li>to reply to your enquiry and give you information about our tours;</li>' +
        '<li>to plan, book and manage your journey, including flights, accommodation, visas and insurance;</li>' +
        '<li>to contact you about your booking before, during and after the tour;</li>' +
        '<li>to meet our legal and regulatory obligations as a licensed travel agent.</li>' +
        '</ul>' +
        '<p>We will <strong>not</strong> use your personal data for direct marketing without your consent, and we never sell it.</p>',
    },
    {
      title: '3. Cookies and Local Storage',
      html:
        '<p>This website does not use advertising or analytics cookies. To make the site work, it stores a small amount of information <em>on your own device</em> using your browser’s local storage:</p>' +
        '<ul>' +
        '<li><strong>Language preference</strong>: the language you chose (English, Traditional Chinese or Simplified Chinese), so the site opens in that language next time.</li>' +
        '<li><strong>Enquiry rate-limit counter</strong>: the times of your recent form submissions, used to prevent spam by limiting how many enquiries can be sent in a short period.</li>' +
        '<li><strong>Offline enquiry outbox</strong>: if you submit the enquiry form while your device is offline, your enquiry is kept on the device and sent automatically when the connection returns.</li>' +
        '</ul>' +
        '<p>This information stays in your browser and is not sent to us except when an enquiry is actually submitted. You can remove it at any time by clearing your browser’s site data; the site will still work, but your language choice will be forgotten.</p>',
    },
    {
      title: '4. Sharing with Service Providers',
      html:
        '<p>When you submit the enquiry form, its contents are delivered to us through a <strong>form-to-email service</strong>, which forwards your message to our mailbox. This provider processes the data only to deliver the message to us.</p>' +
        '<p>When you book a tour, we share the necessary details with the airlines, hotels, local tour operators, visa authorities and insurers involved in your journey. Some of these are located outside Hong Kong.</p>' +
        '<p>We do not disclose your personal data to anyone else unless required by law.</p>',
    },
    {
      title: '5. Data Security and Retention',
      html:
        '<p>We take reasonable technical and organisational measures to protect your personal data against unauthorised access, loss or misuse. The website is served over an encrypted connection, and access to enquiries is limited to staff who need it.</p>' +
        '<p>We keep personal data only as long as necessary for the purposes above: enquiries that do not lead to a booking are normally deleted within 12 months, and booking records are kept for as long as required by law and the regulations governing travel agents.</p>',
    },
    {
      title: '6. Your Rights',
      html:
        '<p>Under the <strong>Personal Data (Privacy) Ordinance (Cap. 486)</strong> of Hong Kong, you have the right to:</p>' +
        '<ul>' +
        '<li>ask whether we hold personal data about you and request a copy of it;</li>' +
        '<li>ask us to correct any personal data that is inaccurate;</li>' +
        '<li>withdraw your consent to direct marketing at any time;</li>' +
        '<li>ask for information about our policies and practices regarding personal data.</li>' +
        '</ul>' +
        '<p>To exercise these rights, please contact us using the details below. We may charge a reasonable fee for processing a data access request, as permitted by the Ordinance.</p>',
    },
    {
      title: '7. Contact Us',
      html:
        '<p>If you have any questions about this policy or how we handle your personal data, please contact us:</p>' +
        '<ul>' +
        '<li><strong>E-mail</strong>: privacy@example.com</li>' +
        '<li><strong>Phone</strong>: +852 0000 0000 (placeholder)</li>' +
        '<li><strong>Address</strong>: Hong Kong</li>' +
        '</ul>',
    },
  ],
  footerNote:
    'We may update this policy from time to time. Any changes will be posted on this page, together with the date of the latest update.',
};

export default policy;
