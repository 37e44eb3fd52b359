import type { TourText } from '../../types';

const tour: TourText = {
  name: 'Saudi Arabia Mount Sinai Adventure',
  location: 'Tabuk, Saudi Arabia',
  description:
    'Journey into the ancient land of Midian in north-west Saudi Arabia, where desert mountains, canyons and the Red Sea coast bring the story of the Exodus vividly to life. An adventurous pilgrimage for travellers who long to read Scripture in the landscapes it describes.',
  highlights: ['Jabal al-Lawz', 'Split Rock of Horeb', 'Desert Camping', 'Red Sea Coast'],
  heroTitle: 'Mount Sinai Adventure in Saudi Arabia',
  heroSubtitle:
    'Walk through the land of Midian, from the slopes of Jabal al-Lawz to the wells of Jethro, with your Bible open and the desert sky overhead.',
  whyHeading: 'Why Saudi Arabia?',
  why: [
    {
      title: 'A Land Newly Opened',
      text: 'For generations north-west Arabia was almost closed to visitors. Today, tourist visas make it possible to explore a region that very few pilgrims have ever seen.',
    },
    {
      title: 'The Land of Midian',
      text: 'Scripture tells us Moses lived in Midian for forty years. The Tabuk region holds oases, wells and ancient tombs that give rich context to his story.',
    },
    {
      title: 'A Mountain Worth Exploring',
      text: 'A number of researchers propose Jabal al-Lawz as the true Mount Sinai. Visit the sites behind the discussion and weigh the evidence for yourself.',
    },
    {
      title: 'Untouched Desert Landscapes',
      text: 'Granite peaks, sandstone canyons and silent plains offer space for prayer and reflection, far from crowded pilgrimage routes.',
    },
  ],
  days: [
    {
      day: 1,
      title: 'Arrival in Tabuk',
      description:
        'Welcome to Tabuk, the gateway to north-west Saudi Arabia and the ancient land of Midian. Our local guide will meet you at the airport and accompany you to your hotel, where you can rest after the journey and begin to settle into the rhythm of the desert.\n\n' +
        'In the late afternoon, as the heat eases, we gather for a welcome briefing. Your tour leader will walk you through the days ahead, explain local customs and dress expectations, and introduce the biblical background of the Exodus and of Moses’ years in Midian. If time allows, we take a short walk to see Tabuk’s historic castle and the old Hejaz Railway station.\n\n' +
        'We close the day with dinner together and a simple prayer, asking for safe travels and open hearts for the journey ahead.',
      images: ['tabuk'],
    },
    {
      day: 2,
      title: 'Jabal al-Lawz: The Mountain of God',
      description:
        'Today we set out by 4x4 towards Jabal al-Lawz, the dark-peaked mountain that a number of researchers have proposed as the biblical Mount Sinai. Its blackened summit rises above the surrounding granite, and many visitors are struck by how closely the landscape seems to fit the Exodus account.\n\n' +
        'From viewpoints around the base, your guide will point out the broad plain where some believe the Israelites camped, the features linked with the giving of the Law, and the reasons this identification is still debated. Access to certain areas is set by the local authorities and can change, so our exact route follows the permissions in place at the time.\n\n' +
        'In the afternoon we pause to read Exodus 19 together and spend quiet time in reflection, letting the place speak before we return for dinner.',
      biblicalText:
        'And the LORD came down upon mount Sinai, on the top of the mount: and the LORD called Moses up to the top of the mount; and Moses went up.',
      reference: 'Exodus 19:20',
      images: ['sinai-summit'],
    },
    {
      day: 3,
      title: 'The Split Rock of Horeb',
      description:
        'Our journey continues to a towering rock split cleanly down the middle, standing alone on a hill not far from the mountain. Some identify it with the rock at Horeb that Moses struck, from which water flowed for a thirsty people. Look closely at the weathered channels at its base and consider why this site has drawn so much attention.\n\n' +
        'We spend unhurried time here, reading the accounts in Exodus 17 and Numbers 20 and sharing reflections on God’s provision in dry places. Your guide will also explain other views, so that you can think the evidence through with an open mind.\n\n' +
        'Later we explore the surrounding valleys by 4x4, enjoying the changing colours of the desert as the afternoon light softens.',
      biblicalText:
        'Behold, I will stand before thee there upon the rock in Horeb; and thou shalt smite the rock, and there shall come water out of it, that the people may drink.',
      reference: 'Exodus 17:6',
      images: ['split-rock'],
    },
    {
      day: 4,
      title: 'The Altar and the Boundary Markers',
      description:
        'Today focuses on a group of sites that some link with the events at the foot of Mount Sinai. We visit a large stone structure decorated with ancient petroglyphs of cattle, which proponents associate with the golden calf, and an area of stone remains thought by some to be the altar and twelve pillars that Moses set up.\n\n' +
        'Along the way we look for the stone piles that some regard as boundary markers, recalling God’s instruction to set limits around the mountain. Your guide will explain what is known, what is proposed and what remains uncertain.\n\n' +
        'This is also a day for the heart. Standing among these stones, we reflect on covenant, worship and the quiet danger of idols in our own lives, and end with a time of group devotion.',
      biblicalText:
        'And Moses wrote all the words of the LORD, and rose up early in the morning, and builded an altar under the hill, and twelve pillars, according to the twelve tribes of Israel.',
      reference: 'Exodus 24:4',
      images: ['sinai-altar'],
    },
    {
      day: 5,
      title: 'Wadi Disah: Canyon of Palms',
      description:
        'We leave the high ground and drive south-west to Wadi Disah, one of the most striking valleys in Saudi Arabia. Towering sandstone cliffs rise on both sides, while palms, reeds and, in some seasons, small streams line the canyon floor.\n\n' +
        'Travelling by 4x4 and on foot, we explore the winding gorge at a relaxed pace, stopping for photographs and a picnic lunch in the shade. The contrast between bare rock and green oasis is a vivid picture of the way God can bring life to the wilderness.\n\n' +
        'In the late afternoon we continue to our desert camp, where the team prepares dinner under an open sky. After the meal there is time to rest, talk, or simply sit in silence beneath the stars.',
      images: ['wadi-disah'],
    },
    {
      day: 6,
      title: 'A Day in the Wilderness',
      description:
        'Today is an unhurried day in the wilderness, echoing the long seasons Moses and the people of Israel spent in the desert. Those who wish can rise early to watch the sunrise over the rock formations before breakfast at camp.\n\n' +
        'During the day we take a guided walk and short 4x4 excursions to nearby viewpoints and rock art, with plenty of time to rest in the shade during the hottest hours. In the afternoon your tour leader guides a longer devotion on God’s presence in the wilderness, followed by personal reflection and prayer.\n\n' +
        'In the evening we gather around the campfire for simple local food, songs and testimonies. The silence and the stars of the Arabian desert are often remembered as a highlight of the whole journey.',
      images: ['desert-camp'],
    },
    {
      day: 7,
      title: 'The Red Sea Coast and the Wells of Midian',
      description:
        'We drive west to the Gulf of Aqaba, where deep blue water meets the mountains of the Sinai Peninsula on the far shore. Near Maqna we visit the springs and palm groves that local tradition connects with Moses, and with the well where he met the daughters of the priest of Midian.\n\n' +
        'Nearby, at Al-Bad’, we see the rock-cut tombs known locally as the caves of Jethro, carved in the Nabataean period. Your guide will place them within the wider history of Midian and the ancient trade routes of the region.\n\n' +
        'Before sunset there is time to walk along the shore and pray by the water, remembering Moses the shepherd, whose quiet years in Midian prepared him for his calling.',
      biblicalText:
        'But Moses fled from the face of Pharaoh, and dwelt in the land of Midian: and he sat down by a well.',
      reference: 'Exodus 2:15',
      images: ['red-sea'],
    },
    {
      day: 8,
      title: 'Return Home',
      description:
        'After breakfast we drive back to Tabuk, sharing a final time of thanksgiving along the way as we recall the places we have seen and the ways God has spoken on the road. Your tour leader will invite each traveller to share a word or a verse to carry home.\n\n' +
        'Depending on your flight time, there may be a little free time before we transfer you to the airport. Our team will help with check-in and make sure everyone is safely on their way.\n\n' +
        'We pray that the memory of the mountain, the desert and the sea will stay with you, and that the God who led Israel through the wilderness will keep guiding your steps at home.',
      images: ['homeward-flight'],
    },
  ],
  essentials: [
    {
      title: 'Tour Nature',
      text: 'This is an adventure pilgrimage rather than a conventional sightseeing tour. Much of the travel is by 4x4 over desert tracks, some nights are spent at a desert camp, and the programme combines Bible teaching with the exploration of remote sites.',
    },
    {
      title: 'Physical Requirements',
      text: 'Some days include hiking of 4–6 hours over rough, rocky ground, with heat during the day and cold nights. A moderate level of fitness is needed; please tell us about any health conditions when you enquire.',
    },
    {
      title: 'Safety',
      text: 'Experienced local guides and drivers accompany the group throughout. Routes are planned around current access rules and weather, and may be adjusted for safety. Comprehensive travel insurance is strongly recommended.',
    },
  ],
  ctaTitle: 'Book a consultation',
  ctaText:
    'Scan the WhatsApp QR code or contact us to talk through this journey with our travel team. We will reply within 24 hours.',
  seoTitle: 'Mount Sinai Adventure in Saudi Arabia | Jabal al-Lawz Tour',
  seoDescription:
    'Christian pilgrimage to Jabal al-Lawz, the split rock of Horeb, Wadi Disah and the Red Sea coast of Midian, with desert camping and Bible teaching.',
  keywords:
    'Mount Sinai tour, Jabal al-Lawz, Saudi Arabia pilgrimage, split rock of Horeb, Midian, Tabuk, Wadi Disah, Exodus tour, Christian tour Hong Kong',
};

export default tour;
