import type { BlogArticle } from '../../types';

const article: BlogArticle = {
  tab: 'Sacred Pilgrimage',
  title: 'Pilgrims of Hope: A Catholic Guide to Pilgrimage in the Jubilee Year',
  subtitle:
    'Spiritual preparation and practical tips for Catholic travellers from Hong Kong planning a pilgrimage in 2025',
  author: 'Grace L.',
  date: 'November 20, 2024',
  publishedDate: '2024-11-20',
  description:
    'A Catholic pilgrimage guide for the 2025 Jubilee: holy doors, spiritual preparation, group travel, passports, tickets and sending souvenirs home.',
  keywords:
    'Catholic pilgrimage, Jubilee 2025, holy door, pilgrims of hope, Ephesus, Mount Sinai, pilgrimage tips, Hong Kong Catholics',
  body: `Pilgrimage is one of the oldest practices of the Church. Long before there were travel agencies, Christians set out on foot to pray at the tombs of the apostles, to walk where Jesus walked and to seek God in places made holy by prayer. In 2025 the Catholic Church celebrates a Jubilee Year with the theme Pilgrims of Hope, and many parishes and families in Hong Kong are asking how they might mark it with a journey of faith.

This guide is written for Catholic travellers who are thinking about a pilgrimage during the Jubilee, whether to Rome itself or to the lands of the Bible that our own tours visit. It brings together spiritual preparation and the practical tips our team has learned from years of helping pilgrims travel well.

## A year of grace: the Jubilee of 2025

The idea of a jubilee comes from the Old Testament. Every fiftieth year, Israel was to proclaim liberty, forgive debts and let the land rest.

> Leviticus 25:10 — And ye shall hallow the fiftieth year, and proclaim liberty throughout all the land unto all the inhabitants thereof.

The Church has celebrated Holy Years since 1300, now normally every twenty-five years, as times of renewal, reconciliation and conversion. A central sign of each Jubilee is the holy door. At the four papal basilicas in Rome, doors that usually remain sealed are opened, and pilgrims pass through them as a sign of entering more deeply into God’s mercy through Christ.

> John 10:9 — I am the door: by me if any man enter in, he shall be saved.

For planning purposes, the holy doors are open throughout the calendar year, from 1 January to 31 December 2025. The solemn opening and closing rites fall just either side, on Christmas Eve 2024 and in early January 2026, but any date within 2025 gives you the opportunity to pass through a holy door in Rome. Pilgrims who cannot travel to Rome need not feel left out. In many dioceses around the world local churches have been designated as places of jubilee pilgrimage, so ask your parish which churches in Hong Kong have been chosen.

## Bringing the Jubilee spirit to the lands of the Bible

A Jubilee pilgrimage does not have to end in Rome. Many Catholics use the year to visit the places where the story of salvation unfolded, and our two main destinations carry a special meaning for Catholic pilgrims.

Our Turkey tour follows the Apostle Paul and the Seven Churches of the Book of Revelation. At Ephesus, pilgrims walk through the city where Paul preached and where, according to an ancient tradition, the Apostle John lived and was buried. Near Ephesus stands the House of the Virgin Mary, a small stone chapel on a wooded hillside that Catholics have venerated for generations and that several popes have visited. It was also at Ephesus, in the year 431, that a Church council affirmed Mary as Mother of God. For many of our Catholic travellers, praying the rosary in that quiet place is the heart of the journey.

There is a lovely link with Rome, too. One of the four holy doors opens at the Basilica of St Paul Outside the Walls, built over the traditional tomb of the Apostle. Pilgrims who follow Paul through Asia Minor are, in a sense, walking the first half of a road that ends at that basilica.

Our Mount Sinai tours in Saudi Arabia bring you to the land of Midian and the mountain of the covenant, where God revealed his name and gave the Law. These journeys offer deep opportunities for prayer and reflection, but Catholic pilgrims should know that public non-Muslim worship is not permitted in Saudi Arabia. Prayer there is personal and discreet: a quiet rosary on the bus, Scripture read together in the hotel, silent adoration of the Creator under the desert stars. Religious items should be for personal use only. Many pilgrims tell us that this simplicity, without churches or ceremonies, teaches them to pray in a new way.

## Preparing your soul before you leave

A pilgrimage begins long before the flight. The Church encourages pilgrims to prepare their hearts as carefully as their suitcases. Here are some simple ways to begin.

- Make a good confession in the weeks before departure. For the Jubilee indulgence, sacramental confession, Holy Communion and prayer for the intentions of the Holy Father are among the usual conditions, and your parish priest can explain them fully.
- Choose a prayer intention. Many pilgrims carry the intentions of family members, their parish or someone who is sick. Write them down and bring the list with you.
- Read the Scriptures connected with your destination. For Sinai, read Exodus 3, 19 and 20. For Turkey, read the Acts of the Apostles, the letter to the Ephesians and the letters to the seven churches in Revelation 2 and 3.
- Pray daily for your fellow travellers, even if you have not met them yet.
- Bring a rosary, a small Bible or missal, and a notebook for reflections.

> Psalm 84:5 — Blessed is the man whose strength is in thee; in whose heart are the ways of them.

The Latin word for pilgrim, peregrinus, means one who travels through foreign lands. The Jubilee reminds us that the whole Christian life is a pilgrimage, and a journey abroad is a chance to remember that our true home is with God.

## Practical tips for a smooth pilgrimage

Spiritual preparation matters most, but practical details can make the difference between a peaceful pilgrimage and a stressful one. These are the tips we share most often with Catholic groups.

### Check your passport early

Your passport should be valid for at least 6 months beyond your return date. This is the safe rule for Saudi Arabia, Turkey and the United Arab Emirates alike, and airlines may refuse boarding if your passport is close to expiry. Renewal can take time, so check now rather than a month before departure. Our team can advise on visas for each destination.

### Travel as a group of twelve

We have found that a group of twelve is a wonderful size for a pilgrimage. It is large enough to share the cost of a guide and transport, and small enough to fit into one vehicle, gather in a side chapel for prayer and stay together at busy sites. Twelve also carries a meaning that pilgrims appreciate: the twelve tribes of Israel and the twelve apostles. If your parish group is larger, we often suggest dividing into groups of around twelve with a leader for each.

### Use combined tickets where they are available

At many historical and religious sites, a combined ticket covering several places is sold alongside individual entries. In our experience, a combined ticket can save around 30 percent compared with buying each entry separately, and it also means fewer queues. When we plan your itinerary we check which combined tickets apply and include them where they make sense.

### Dress for holy places

Churches, basilicas and shrines usually require modest dress, with shoulders and knees covered. In Saudi Arabia and in some places in Turkey, modest dress is expected in public too. Loose, breathable clothing, a light scarf and comfortable closed shoes will serve you well everywhere.

### Pace yourself

Pilgrimage days can be long. Ancient sites such as Ephesus and Laodicea involve walking on uneven stone paths, often in strong sun, and desert days in Saudi Arabia bring heat at midday and cold at night. Drink water regularly, wear a hat, and do not be afraid to sit out a walk and pray in the shade instead. If you have a medical condition or limited mobility, tell us when you enquire, so that we can suggest the right tour and let your guide know. A pilgrimage is not a test of endurance. The aim is to arrive at each holy place with enough energy left to pray there.

### Plan for Mass and the sacraments

If your group is travelling with a priest, let us know early so that we can plan times and places for Mass where this is possible. In Turkey, several Catholic churches welcome visiting groups, and Mass is celebrated at the House of the Virgin Mary. In Saudi Arabia, as noted above, worship must be private and discreet, and we will advise your group leader on what is appropriate.

## Bringing blessings home

Most pilgrims want to bring something home: a rosary blessed at a shrine, an icon for the family prayer corner, olive-wood crosses for friends at church. Souvenirs can be beautiful reminders of the journey, but they can also fill a suitcase quickly, especially when airlines limit checked baggage.

One simple solution is to send souvenirs home by international parcel. As a rough guide, an international parcel costs about 200 HKD per 2 kg, depending on the country and the service you choose. For a group buying gifts for a whole parish, sending one or two parcels can be easier and cheaper than paying for extra baggage. Pack fragile items carefully and keep receipts.

A few other tips:

- Buy religious articles from shrines and reputable shops, and avoid anything presented as an antique or archaeological item.
- Ask a priest to bless rosaries and medals, either at the shrine or when you return to your parish.
- Keep one small item in your hand luggage, so that you have something to hold during prayer on the journey home.

## Returning as pilgrims of hope

The most important thing you bring home from a pilgrimage is not in your suitcase. It is the renewed faith, the answered prayers, the friendships made on the road and the memory of moments when God seemed very near.

> Romans 5:5 — And hope maketh not ashamed; because the love of God is shed abroad in our hearts by the Holy Ghost which is given unto us.

After you return, consider sharing your experience with your parish, perhaps with photographs and a short reflection at a parish gathering. Continue praying for the people you met and the places you visited. Many pilgrims keep their prayer intention list and look back on it a year later to see how God has answered.

The Jubilee invites every Catholic to become a pilgrim of hope, not only on the road to Rome or Ephesus or Sinai, but in daily life in Hong Kong: in our families, our workplaces and our parishes. A pilgrimage is a gift of time set apart for God. We would be honoured to help you plan yours.`,
  ctaTitle: 'Plan Your Jubilee Pilgrimage',
  ctaText:
    'Planning a parish or family pilgrimage for the Jubilee Year? Contact our team and we will help with itineraries, visas, Mass arrangements and group bookings. We reply within 24 hours.',
};

export default article;
