import type { TourText } from '../../types';

const tour: TourText = {
  name: 'Mount Sinai & Dubai Pilgrimage',
  location: 'Tabuk, Saudi Arabia & Dubai, UAE',
  description:
    'Follow the footsteps of Moses among the mountains of Midian, then continue to the modern skylines and old souks of the United Arab Emirates. A pilgrimage that pairs desert reflection with comfortable city days.',
  highlights: ['Mount Sinai Sites', 'Desert Camping', 'Dubai & Abu Dhabi', 'Old Dubai Souks'],
  heroTitle: 'Mount Sinai & Dubai Pilgrimage',
  heroSubtitle:
    'From the silence of the Arabian desert to the skyline of Dubai — one journey through ancient faith and modern wonder.',
  whyHeading: 'Why this combination?',
  why: [
    {
      title: 'Wilderness, Then Rest',
      text: 'Days of desert travel and walking around the Mount Sinai sites are balanced by comfortable city stays, giving body and spirit time to recover.',
    },
    {
      title: 'Ancient Faith, Modern World',
      text: 'Move from the setting of the Exodus to one of the world’s most modern skylines, and reflect on living out your faith in both landscapes.',
    },
    {
      title: 'Smooth Connections',
      text: 'Dubai is one of the world’s great travel hubs and is well connected with Hong Kong, making it a natural place to end a journey through Arabia.',
    },
    {
      title: 'The Culture of Arabia',
      text: 'Experience Arabian hospitality, from a desert camp under the stars to the spice and gold souks of old Dubai, with guides who explain local life and customs.',
    },
  ],
  days: [
    {
      day: 1,
      title: 'Arrival in Tabuk',
      description:
        'Welcome to Tabuk in north-west Saudi Arabia, the gateway to the ancient land of Midian. Our local guide will meet you at the airport and accompany you to your hotel, so you can rest after the flight.\n\n' +
        'In the evening we gather for a welcome dinner and briefing. Your tour leader will introduce the journey ahead, from the mountains of Midian to the cities of the Emirates, and explain local customs, dress expectations and practical details for the desert days.\n\n' +
        'We end with a short prayer together, committing the journey to God and asking for open hearts to hear Him in both the wilderness and the city.',
      images: ['tabuk'],
    },
    {
      day: 2,
      title: 'The Mount Sinai Sites',
      description:
        'Today we travel by 4x4 into the mountains around Jabal al-Lawz, which a number of researchers propose as the biblical Mount Sinai. Its darkened peak stands out above the surrounding granite, and from viewpoints around the base your guide will point out the plain where some believe the Israelites camped.\n\n' +
        'We also visit sites that some associate with the events of the Exodus, including a stone structure carved with ancient petroglyphs of cattle and remains that some identify as Moses’ altar. Your guide will explain both the arguments for this location and the questions that remain. Access follows the local regulations in place at the time of travel.\n\n' +
        'Throughout the day we pause to read from Exodus and reflect on what it means to come before a holy God.',
      biblicalText:
        'Draw not nigh hither: put off thy shoes from off thy feet, for the place whereon thou standest is holy ground.',
      reference: 'Exodus 3:5',
      images: ['split-rock'],
    },
    {
      day: 3,
      title: 'Faith Sites and a Night in the Desert',
      description:
        'This morning we visit the great split rock that some identify with the rock at Horeb, where Moses struck the rock and water flowed for the people. Standing before it, we read the account in Exodus 17 and reflect on God’s faithful provision in dry seasons of life.\n\n' +
        'In the afternoon we drive deeper into the desert to our camp. As the sun sets over the rocks, there is time to walk, pray or simply enjoy the silence of the wilderness.\n\n' +
        'Dinner is served under the open sky, followed by an evening gathering around the fire for worship and sharing. Desert nights can be cold, so please keep warm layers close at hand.',
      biblicalText: 'He clave the rocks in the wilderness, and gave them drink as out of the great depths.',
      reference: 'Psalm 78:15',
      images: ['desert-camp'],
    },
    {
      day: 4,
      title: 'Climbing Towards Sinai',
      description:
        'An early start lets us walk in the cool of the morning. Led by our local team, we hike through the rugged terrain around the mountain, following the routes permitted at the time of travel. The trail is rocky and uneven, and the pace is set so that everyone can walk safely.\n\n' +
        'Along the way we stop at viewpoints to rest, read Scripture and pray, remembering Moses as he climbed to meet the Lord and receive the Law. Those who prefer a gentler day can join a shorter walk and meet the group later.\n\n' +
        'In the afternoon we return to Tabuk for a hot shower and a comfortable night, closing with a time of reflection on our days in the land of Midian.',
      biblicalText:
        'Come up to me into the mount, and be there: and I will give thee tables of stone, and a law, and commandments which I have written; that thou mayest teach them.',
      reference: 'Exodus 24:12',
      images: ['sinai-summit'],
    },
    {
      day: 5,
      title: 'Dubai: A City of Contrasts',
      description:
        'This morning we fly from Tabuk to Dubai; depending on the season, the journey may include a connection. After arrival and hotel check-in, we begin to explore one of the most remarkable modern cities in the world.\n\n' +
        'In the afternoon we visit the area around the Burj Khalifa and the Dubai Mall, with time to take in the skyline and, in the evening, the famous fountain show. The contrast with the desert we have just left is striking, and it invites reflection on how faith is lived out in a busy, modern world.\n\n' +
        'The rest of the evening is free to rest at the hotel or explore nearby with your fellow travellers.',
      images: ['dubai-skyline'],
    },
    {
      day: 6,
      title: 'Abu Dhabi Day Trip',
      description:
        'Today we drive to Abu Dhabi, the capital of the United Arab Emirates. Our first visit is the Sheikh Zayed Grand Mosque, one of the largest mosques in the world, known for its white marble domes, reflecting pools and vast hand-knotted carpet. Modest dress is required and women need to cover their hair; your guide will explain the visiting rules beforehand.\n\n' +
        'We continue along the Corniche waterfront and, as time allows, visit the cultural district or heritage sites that tell the story of the city’s growth from a small fishing and pearling settlement.\n\n' +
        'In the late afternoon we return to Dubai for dinner and a relaxed evening at leisure.',
      images: ['abu-dhabi-mosque'],
    },
    {
      day: 7,
      title: 'Traditional Dubai',
      description:
        'Today we discover the older heart of Dubai along Dubai Creek. In the Al Fahidi Historical District, narrow lanes and wind-tower houses recall life before the oil era, and small museums help tell the story of the city’s past.\n\n' +
        'We then cross the creek by abra, the traditional wooden water taxi, to explore the busy souks of Deira. The scents of the spice souk and the glitter of the gold souk make for a lively afternoon, and your guide can share tips on polite bargaining.\n\n' +
        'In the evening we gather for a farewell dinner, giving thanks together for the people, places and moments of grace we have shared along the way.',
      images: ['old-dubai'],
    },
    {
      day: 8,
      title: 'Return Home',
      description:
        'After breakfast we hold a short closing devotion, reflecting on our journey from the mountain of God to the cities of the Gulf. Each traveller is invited to share the moment, place or verse that has touched them most deeply on this journey.\n\n' +
        'Depending on your flight time, there may be some free time before we transfer you to Dubai International Airport for your flight home. Our team will assist with check-in and departure.\n\n' +
        'May the God who met Moses on the mountain go with you as you return to your family, your church and your daily life.',
      biblicalText:
        'The LORD bless thee, and keep thee: The LORD make his face shine upon thee, and be gracious unto thee: The LORD lift up his countenance upon thee, and give thee peace.',
      reference: 'Numbers 6:24–26',
      images: ['homeward-flight'],
    },
  ],
  essentials: [
    {
      title: 'Tour Nature',
      text: 'A pilgrimage in two parts: desert travel and walking around the Mount Sinai sites in Saudi Arabia, followed by cultural city days in Dubai and Abu Dhabi. Bible readings and devotions are woven through the whole programme.',
    },
    {
      title: 'Physical Requirements',
      text: 'The Sinai days involve 4x4 travel, rough terrain and walks of several hours in the heat, so a moderate level of fitness is needed. The city days are much lighter.',
    },
    {
      title: 'Safety',
      text: 'Local guides and drivers accompany the group throughout, and routes follow current access rules and weather conditions. Comprehensive travel insurance with medical cover is strongly recommended.',
    },
  ],
  notices: [
    {
      title: 'Tour Characteristics',
      text:
        'This journey combines remote desert sites with modern cities. In Saudi Arabia, access to some areas around Jabal al-Lawz is regulated by the local authorities and can change at short notice; the itinerary may be adjusted so that the group visits what is permitted, safely. Desert days start early to avoid the heat, and the night at camp has simpler facilities than a hotel.\n\n' +
        'Saudi Arabia and the United Arab Emirates are both conservative societies. Please dress modestly, respect local customs and keep group devotions private and discreet. Your tour leader will brief you before each stage of the journey.',
    },
    {
      title: 'Health Restrictions',
      text:
        'Because of walking on rough ground, high daytime temperatures and cold desert nights, this tour is not recommended for travellers with serious heart or lung conditions, recent surgery or significant mobility limitations, or during pregnancy. Please consult your doctor before booking and let us know about any medical conditions or dietary needs.\n\n' +
        'Your passport should be valid for at least six months from your date of travel. Our team will advise you on the current entry requirements for Saudi Arabia and the United Arab Emirates.',
    },
  ],
  safety: [
    {
      title: 'Photography Taboos',
      text: 'Do not photograph government buildings, military or police sites, airports, or local people — especially women — without clear permission. Drones require official permits, so please do not bring one without checking with us first.',
    },
    {
      title: 'Financial Security',
      text: 'Carry some local cash for the desert areas, where cards and cash machines may not be available. Keep your passport and valuables in the hotel safe, and let your bank know your travel dates.',
    },
    {
      title: 'Medical Protection',
      text: 'Bring personal medicines in their original packaging with a copy of your prescription, as some medicines are controlled in the region. Travel insurance with medical and evacuation cover is strongly recommended.',
    },
    {
      title: 'Accommodation Notes',
      text: 'City nights are spent in comfortable hotels, while the desert camp offers simpler facilities and can be cold after dark. Please pack warm layers and a torch, and follow the camp team’s guidance.',
    },
  ],
  ctaTitle: 'Book a consultation',
  ctaText:
    'Scan the WhatsApp QR code or contact us to plan your journey from Mount Sinai to Dubai. We will reply within 24 hours.',
  seoTitle: 'Mount Sinai & Dubai Pilgrimage | Saudi Arabia & UAE Tour',
  seoDescription:
    'Christian pilgrimage to the Mount Sinai sites of Jabal al-Lawz with a desert camp, followed by Dubai, Abu Dhabi and the souks of old Dubai.',
  keywords:
    'Mount Sinai and Dubai tour, Jabal al-Lawz, Saudi Arabia pilgrimage, Dubai Christian tour, Abu Dhabi, Tabuk, Midian, Hong Kong pilgrimage tour',
};

export default tour;
