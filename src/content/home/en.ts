import type { HomeText } from '../types';

const home: HomeText = {
  heroTitle: 'Walk Where Faith Was Written',
  heroSubtitle:
    'Christian pilgrimage tours to Mount Sinai in Saudi Arabia, Dubai and the churches of Paul in Turkey — journeys that open the Bible and deepen your walk with God.',
  features: [
    {
      title: 'Bible-Based Journeys',
      text: 'Every day of the itinerary is built around Scripture, so each place you visit is read, prayed over and remembered in the light of God’s Word.',
    },
    {
      title: 'Faith-Centred Guides',
      text: 'Our guides share your faith and know the land, bringing history, archaeology and the biblical story together at every stop.',
    },
    {
      title: 'Pastoral Care',
      text: 'From devotions at sunrise to a listening ear in the evening, we look after the spiritual and practical needs of every pilgrim.',
    },
  ],
  visionTitle: 'Our Vision',
  vision:
    'We believe a pilgrimage is more than a holiday. When you stand at the foot of the mountain where Moses met God, or sit in the ruins of a church Paul once wrote to, the pages of Scripture become places you have seen with your own eyes.\n\n' +
    'Our vision is to help churches, families and individual believers meet God afresh through carefully planned journeys — unhurried enough for prayer and reflection, well organised enough that you never need to worry about the details, and faithful to the biblical story at every step.',
  bannerCaption: 'Across the wilderness, following the road that God’s people once travelled.',
  destinationsTitle: 'Our Pilgrimage Destinations',
  destinationsIntro:
    'Choose from three journeys: the Mount Sinai adventure in Saudi Arabia, Mount Sinai combined with the wonders of Dubai and Abu Dhabi, or the footsteps of the Apostle Paul through the Seven Churches of Turkey.',
  aboutTitle: 'About Us',
  story:
    'We are a Hong Kong licensed travel agency founded by Christians who had travelled to the lands of the Bible and came home changed. We wanted other believers to experience the same thing — not as tourists hurrying from one sight to the next, but as pilgrims with time to listen, worship and reflect.\n\n' +
    'Over the years we have led church groups, fellowships and families to the wilderness of Sinai, across the Arabian desert and through the ancient cities of Asia Minor. We work closely with trusted local partners, experienced guides and pastors, so that every journey is safe, comfortable and spiritually rich.\n\n' +
    'Whether this is your first trip abroad or your tenth pilgrimage, our team in Hong Kong looks after you from the first enquiry until you are safely home.',
  values: [
    {
      title: 'Faithfulness',
      text: 'We keep the biblical story at the heart of every itinerary and present each site with honesty and care.',
    },
    {
      title: 'Care',
      text: 'Every pilgrim matters to us, and we plan with the needs of older travellers, families and first-time visitors in mind.',
    },
    {
      title: 'Integrity',
      text: 'Clear information, transparent arrangements and promises we keep — as a licensed agency we take our responsibilities seriously.',
    },
    {
      title: 'Excellence',
      text: 'Thoughtful planning, reliable partners and attention to detail, so that you can focus on the journey itself.',
    },
  ],
  servicesTitle: 'Our Services',
  servicesIntro:
    'Everything you need for a smooth and meaningful journey, arranged by one team that understands pilgrim travel.',
  services: [
    {
      title: 'Flight Booking',
      text: 'We find suitable flights and connections from Hong Kong at competitive fares for individuals and groups.',
    },
    {
      title: 'Accommodation Booking',
      text: 'Comfortable, well-located hotels and desert camps chosen for safety, cleanliness and rest.',
    },
    {
      title: 'Visa Assistance',
      text: 'Step-by-step help with visa applications and the documents required for each destination.',
    },
    {
      title: 'Travel Insurance',
      text: 'Advice on suitable travel insurance covering medical care, cancellation and outdoor activities.',
    },
    {
      title: 'Group Tours',
      text: 'Well-organised pilgrimages for churches, fellowships and families travelling together.',
    },
    {
      title: 'Custom Itineraries',
      text: 'Tailor-made journeys planned around your group’s interests, schedule and spiritual focus.',
    },
    {
      title: 'Airport Transfers',
      text: 'Reliable pick-up and drop-off between the airport and your hotel on arrival and departure.',
    },
    {
      title: 'Local Transportation',
      text: 'Comfortable coaches and four-wheel-drive vehicles with experienced drivers throughout the tour.',
    },
    {
      title: 'Guided Tours',
      text: 'Knowledgeable Christian guides who explain the history, culture and biblical meaning of each site.',
    },
    {
      title: 'Special Assistance',
      text: 'Support for dietary needs, limited mobility and other special requests, arranged before you travel.',
    },
  ],
  contactTitle: 'Start Your Pilgrimage',
  contactIntro:
    'Tell us about the journey you have in mind and we will reply within 24 hours. You can also reach us by phone or WhatsApp, Monday to Friday, 10AM–7PM.',
};

export default home;
