import type { BlogArticle } from '../../types';

const article: BlogArticle = {
  tab: 'Sinai Adventure',
  title: 'Into the Wilderness: Desert Routes, Starlit Camps and Mountain Trails',
  subtitle:
    'What to expect on the adventure days of our Mount Sinai journey in Saudi Arabia, and how to prepare for them',
  author: 'Matthew K.',
  date: 'December 18, 2024',
  publishedDate: '2024-12-18',
  description:
    'Desert 4x4 routes, a night camping under the stars and mountain walks in north-west Saudi Arabia: what to expect, what to pack and how to prepare.',
  keywords:
    'Sinai adventure, desert 4x4, camping under the stars, Saudi Arabia tour, Tabuk desert, packing list, Christian pilgrimage',
  body: `Some pilgrimages are mostly about churches, museums and ancient cities. Our Mount Sinai journey in Saudi Arabia is different. For several days, the wilderness itself becomes the sanctuary: wide valleys of sand and stone, red cliffs carved by wind, and a night sky so full of stars that many of our travellers simply fall silent when they first see it.

That sense of adventure is one of the reasons people choose this tour. It is also the reason we want every traveller to arrive well prepared. This article explains what the adventure days involve, from the 4x4 routes and the desert camp to the mountain walks, and offers a practical packing list drawn from our experience of leading groups in the region.

## Why the desert?

Before the practical details, it is worth asking why God so often led his people into the wilderness. Moses met God in a burning bush while tending sheep in the desert. Israel spent forty years in the wilderness learning to depend on God for bread and water. Elijah fled into the desert and heard the still small voice. Jesus himself was led by the Spirit into the wilderness before beginning his ministry.

> Deuteronomy 8:2 — And thou shalt remember all the way which the LORD thy God led thee these forty years in the wilderness.

The desert strips away distractions. There are no shopping malls, no traffic and, in some places, no phone signal. What remains is space, silence and a landscape that makes human beings feel small in the best possible way. Our travellers often tell us that the adventure days were where they prayed most honestly.

## Desert 4x4 routes

Much of the landscape in north-west Saudi Arabia cannot be reached by coach. To reach sandstone canyons, rock formations and remote valleys, we travel in four-wheel-drive vehicles with experienced local drivers who know the terrain well. The Tabuk region includes landscapes such as the sandstone plateaus of the Hisma and the palm-lined canyon of Wadi Disah. Which places your group visits depends on the itinerary, the season and local access rules at the time of travel.

What the drives are like:

- Expect a mix of paved roads, gravel tracks and sandy sections. Some stretches are smooth and fast, others slow and bumpy.
- Drives between stops can last from under an hour to several hours, with pauses for photographs, prayer and rest.
- Vehicles usually carry three or four passengers plus the driver, which makes for good conversation and an easy view out of the window.
- Dust is part of the experience. A scarf or face covering and sunglasses help a great deal.

If you are prone to motion sickness, sit in the front seat where possible, look at the horizon rather than your phone, and bring any medication you normally use. Please always wear your seatbelt, follow the drivers’ instructions and stay close to the vehicles at stops. Desert travel carries real risks, and the people who know the land best are the ones to listen to.

## A night under the stars

For many of our travellers, the night in the desert camp is the moment they remember most. After the last drive of the day, we arrive at a camp set in the open desert, watch the colours of the sunset change across the rocks, and share an evening meal together. Later, when the lights go out, the sky appears.

Far from city lights, the stars are astonishingly bright. On clear nights the Milky Way stretches across the whole sky. Many groups gather for an evening devotion under the stars, reading the words God spoke to Abraham or the psalms of creation.

Hospitality is part of the desert experience too. In Arabian culture, welcoming guests with small cups of coffee and a plate of dates is a long and cherished custom, and you may well be offered both on arrival at camp. It is polite to accept with your right hand. When you have had enough coffee, a gentle shake of the cup from side to side signals that you are finished. Small gestures like these help our travellers feel that they are guests in the land, not simply visitors passing through.

> Psalm 19:1 — The heavens declare the glory of God; and the firmament sheweth his handywork.

> Genesis 15:5 — Look now toward heaven, and tell the stars, if thou be able to number them.

A few practical things to know about camping:

- Desert nights can be very cold, especially in winter, even after a warm day. Temperatures at altitude can fall close to freezing. Layers are essential.
- Camp facilities are simpler than a hotel. Expect shared bathroom facilities and basic comforts, and bring a small torch or headlamp.
- Sleep may be lighter than usual. Earplugs and an eye mask can help, although many travellers wake early on purpose to see the sunrise.
- Please treat the desert with respect. Take all rubbish back with you and do not move stones or disturb plants.

## Climbing and mountain walks

The mountain day is the spiritual high point of the journey for many pilgrims. Jabal al-Lawz, which many believe to be the biblical Mount Sinai, rises to roughly 2,580 metres, and the area around it includes rocky slopes, boulder fields and viewpoints over the surrounding plain.

It is important to set expectations honestly. Access to parts of the mountain and to some archaeological features is controlled, and rules can change. The route your group takes, how far you walk and whether any particular viewpoint can be reached depend on the conditions and permissions on the day. Your guide will make these decisions with the safety and comfort of the group in mind.

What the walking involves:

- Early starts, to avoid the heat of the day in warmer months and to make the most of daylight in winter.
- Walking on uneven, rocky ground, sometimes on steep sections, with frequent stops to rest and read Scripture.
- Options for different abilities. Not everyone needs to walk the same distance, and those who prefer a shorter walk can stay at a lower viewpoint for prayer and reflection.

> Exodus 19:20 — And the LORD came down upon mount Sinai, on the top of the mount: and the LORD called Moses up to the top of the mount; and Moses went up.

Listen to your body on the mountain. The air is dry, and it is easy to become dehydrated without noticing, so drink little and often even when you do not feel thirsty. Walk at your own pace rather than trying to keep up with the fastest members of the group, and use walking poles if they help your knees on the way down. Descending rocky ground is often harder than climbing it, and most slips happen on the way back. There is no prize for reaching a viewpoint first. The best moments on the mountain usually come when the group stops together, reads a passage from Exodus and simply looks out over the plain in silence.

If you have heart or lung conditions, joint problems or limited mobility, please talk to your doctor before booking and tell us when you enquire. We would much rather adjust the plan in advance than see someone struggle on the day.

## What to pack

Packing for a desert journey is about layers, protection from the sun and a few small items that make a big difference. This is the list we give our own travellers.

Clothing:

- Loose, breathable clothing that covers shoulders and knees, suitable for a conservative country.
- A warm fleece or down jacket for evenings and the night in camp, plus a hat or beanie and light gloves in winter.
- Sturdy walking shoes or boots with good grip, already worn in, and comfortable sandals for the evening.
- A wide-brimmed sun hat and a scarf that can protect your face and neck from sun and dust.

Gear and personal items:

- A refillable water bottle, and a small daypack for the walking and driving days.
- Sunscreen, lip balm with sun protection and good sunglasses.
- A headlamp or small torch with spare batteries.
- Wet wipes, hand sanitiser and a small pack of tissues.
- Personal medication in its original packaging, with a copy of your prescription.
- A power bank for your phone or camera.
- A small Bible or reading plan and a notebook for reflections.

Leave behind anything you would be upset to lose in the dust, and pack light. Space in the 4x4 vehicles is limited, so your main luggage may stay at the hotel on camping nights while you carry an overnight bag.

## Documents, health and insurance

Your passport must be valid for at least 6 months beyond your return date, with blank pages for stamps. This is one of the most common problems we see, so please check now. Our team will guide you through the visa process for Saudi Arabia and, if you are joining the combined tour, for the United Arab Emirates.

We strongly recommend comprehensive travel insurance that covers medical treatment, evacuation and the adventure activities included in the tour. Read the policy carefully, especially any exclusions for 4x4 travel, hiking or pre-existing conditions.

A little preparation at home goes a long way. In the weeks before departure, take regular walks, climb stairs and, if possible, go hiking on Hong Kong’s trails with a daypack. The hills of our own city are excellent training ground for the terrain you will meet in Arabia.

Finally, remember that Saudi Arabia has its own laws and customs. Public non-Muslim worship is not permitted, photography of people and certain buildings may be restricted, and modest dress is expected. Our guides will brief you, and we ask every traveller to follow their advice as respectful guests.

## Adventure with a purpose

Adventure is not the goal of a pilgrimage. It is a means to an end. The bumpy roads, the cold night air and the effort of the climb are all part of a journey that brings us face to face with the story of Exodus and, more importantly, with the God of that story.

> Isaiah 40:31 — But they that wait upon the LORD shall renew their strength; they shall mount up with wings as eagles; they shall run, and not be weary; and they shall walk, and not faint.

Many of our travellers arrive nervous about the physical side of the journey and leave surprised by how much they managed, and by how close God felt in the wilderness. If you are wondering whether this adventure is right for you, we would be glad to talk it through.`,
  ctaTitle: 'Ready for the Wilderness?',
  ctaText:
    'Have questions about fitness, packing or the adventure days? Contact our team to plan your Mount Sinai journey and get personal advice. We reply within 24 hours.',
};

export default article;
