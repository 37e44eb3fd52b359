import type { TourText } from '../../types';

const tour: TourText = {
  name: 'Turkey: Paul and the Seven Churches',
  location: 'Istanbul, Aegean Coast & Cappadocia, Turkey',
  description:
    'Trace the journeys of the Apostle Paul and visit all Seven Churches of Revelation, from Ephesus and Laodicea to the rock churches of Cappadocia. A Bible-centred journey through the lands where the early church took root.',
  highlights: ['Seven Churches', 'Ancient Ephesus', 'Pamukkale & Hierapolis', 'Cappadocia Rock Churches'],
  heroTitle: 'Turkey: In the Footsteps of Paul',
  heroSubtitle:
    'Read the letters of Revelation where they were first received, and walk the roads on which Paul carried the gospel across Asia Minor.',
  whyHeading: 'Why follow Paul’s footsteps?',
  why: [
    {
      title: 'The Cradle of the Early Church',
      text: 'Much of the New Testament was written to, from or about communities in today’s Turkey. Seeing these places brings Acts and the epistles into sharp focus.',
    },
    {
      title: 'All Seven Churches',
      text: 'Visit Ephesus, Smyrna, Pergamum, Thyatira, Sardis, Philadelphia and Laodicea, and hear each of Christ’s messages in its own setting.',
    },
    {
      title: 'Remarkable Archaeology',
      text: 'Theatres, streets, temples and churches from the Roman and Byzantine world are among the best preserved anywhere, bringing daily life in Paul’s day into view.',
    },
    {
      title: 'Faith for Today',
      text: 'The warnings and encouragements given to the seven churches still speak to believers now. Daily devotions help turn every visit into personal reflection.',
    },
  ],
  days: [
    {
      day: 1,
      title: 'Arrival in Istanbul',
      description:
        'Welcome to Istanbul, the great city on two continents, known in history as Byzantium and Constantinople. Our guide will meet you at the airport and accompany you to your hotel, where you can rest after the journey.\n\n' +
        'In the evening we gather for a welcome dinner and briefing. Your tour leader will introduce the route ahead and the biblical background of the region, from Paul’s missionary journeys in Acts to the letters to the seven churches in Revelation.\n\n' +
        'We close the day in prayer, asking God to open our eyes and hearts as we trace the story of the early church across this remarkable land.',
      images: ['bosphorus'],
    },
    {
      day: 2,
      title: 'Istanbul: Where East Meets West',
      description:
        'We spend the morning in the historic heart of Istanbul. We visit Hagia Sophia, for nearly a thousand years one of the greatest churches in Christendom and today a mosque, where modest dress is required and visiting arrangements may vary. Nearby, the ancient Hippodrome recalls the city’s Byzantine splendour.\n\n' +
        'In the afternoon a cruise on the Bosphorus offers views of palaces, fortresses and waterfront villages, with Europe on one side and Asia on the other. Your guide will explain how the early church councils held in this region shaped the creeds that Christians still confess today.\n\n' +
        'In the evening we take a domestic flight to Izmir, ancient Smyrna, on the Aegean coast.',
      images: ['istanbul'],
    },
    {
      day: 3,
      title: 'Ephesus: Paul’s Great City',
      description:
        'Today we travel south to Ephesus, one of the best-preserved cities of the Roman world and a central stage of the New Testament. Paul ministered here for about three years, and both his letter to the Ephesians and Christ’s message in Revelation 2 were addressed to the church in this city.\n\n' +
        'We walk along marble-paved Curetes Street, admire the Library of Celsus and stand in the Great Theatre, where the silversmiths stirred up a riot against Paul’s message, as told in Acts 19. We also visit the remains of the Basilica of St John, traditionally linked with the apostle John.\n\n' +
        'In the evening we reflect on a church praised for its endurance, yet called to return to its first love.',
      biblicalText: 'So mightily grew the word of God and prevailed.',
      reference: 'Acts 19:20',
      images: ['ephesus'],
    },
    {
      day: 4,
      title: 'Smyrna and Pergamum',
      description:
        'We begin in Izmir, ancient Smyrna, at the Roman agora. To this suffering church Christ spoke no words of rebuke, only encouragement to stay faithful under trial. Smyrna is also remembered for Polycarp, the early bishop who was martyred here in the second century.\n\n' +
        'We then drive north to Pergamum, an ancient royal capital built on a dramatic hilltop. On the acropolis we see temple ruins, the steep theatre and the site of the great Altar of Zeus, which many connect with the phrase “where Satan’s seat is”. Below lies the Asclepion, a famous healing centre of the ancient world.\n\n' +
        'The day invites us to consider faithfulness in a culture that pressed believers to compromise.',
      biblicalText: 'Be thou faithful unto death, and I will give thee a crown of life.',
      reference: 'Revelation 2:10',
      images: ['pergamum'],
    },
    {
      day: 5,
      title: 'Thyatira, Sardis and Philadelphia',
      description:
        'Today we visit three of the seven churches. In Akhisar, ancient Thyatira, a small excavated area recalls a city known for its trade guilds and for Lydia, the seller of purple cloth from Thyatira whom Paul met in Philippi.\n\n' +
        'At Sardis, once the wealthy capital of the Lydian kingdom, we see the Temple of Artemis, the restored bath-gymnasium complex and one of the largest ancient synagogues ever discovered. Christ warned this church that it had a reputation for being alive, yet was dead. In Alaşehir, ancient Philadelphia, we stand among the massive pillars of a Byzantine church and recall the promise of an open door that no one can shut.\n\n' +
        'In the evening we arrive in Pamukkale for the night.',
      images: ['sardis'],
    },
    {
      day: 6,
      title: 'Laodicea and Hierapolis',
      description:
        'This morning we explore Laodicea, a wealthy city of banking, textiles and medicine, where extensive excavations have uncovered colonnaded streets, theatres and an early church building. Here we consider Christ’s words to a church that was neither cold nor hot, and see remains of the water system that help explain the image.\n\n' +
        'We then go up to Hierapolis, above the gleaming white travertine terraces of Pamukkale. Paul mentions Hierapolis alongside Laodicea in his letter to the Colossians, and tradition links the apostle Philip with the city. Those who wish may walk barefoot on the terraces or bathe in the ancient thermal pool (optional).\n\n' +
        'In the evening we rest and reflect on the invitation of the Lord who stands at the door and knocks.',
      biblicalText:
        'Behold, I stand at the door, and knock: if any man hear my voice, and open the door, I will come in to him, and will sup with him, and he with me.',
      reference: 'Revelation 3:20',
      images: ['laodicea', 'pamukkale'],
    },
    {
      day: 7,
      title: 'Antioch of Pisidia and Iconium',
      description:
        'Today is a long but rewarding travel day across the Anatolian plateau. We drive to Yalvaç to visit Antioch of Pisidia, where Paul preached in the synagogue on his first missionary journey, as recorded in Acts 13. We walk among the remains of the city gate, the main streets and the foundations of a large early church.\n\n' +
        'We continue to Konya, the biblical Iconium, where Paul and Barnabas preached and faced fierce opposition before moving on to Lystra and Derbe. On the road we reflect on the courage and perseverance of the first missionaries who carried the gospel into these lands.\n\n' +
        'We arrive in Konya in the evening for dinner and an overnight stay.',
      biblicalText:
        'I have set thee to be a light of the Gentiles, that thou shouldest be for salvation unto the ends of the earth.',
      reference: 'Acts 13:47',
      images: ['pisidian-antioch'],
    },
    {
      day: 8,
      title: 'Cappadocia: Churches in the Rock',
      description:
        'This morning we drive on to Cappadocia, a region named in Acts 2 and in the opening of Peter’s first letter. Its extraordinary landscape of volcanic rock, shaped by wind and water into cones and “fairy chimneys”, was home to monks and Christian communities for centuries.\n\n' +
        'At the Göreme Open-Air Museum we visit rock-cut churches decorated with Byzantine frescoes of the life of Christ. We also explore an underground city, where level upon level of tunnels and rooms were dug into the soft rock to shelter people in times of danger.\n\n' +
        'In the evening we reflect on the faith of believers who worshipped here through centuries of change and hardship.',
      biblicalText:
        'Peter, an apostle of Jesus Christ, to the strangers scattered throughout Pontus, Galatia, Cappadocia, Asia, and Bithynia.',
      reference: '1 Peter 1:1',
      images: ['cave-church'],
    },
    {
      day: 9,
      title: 'Cappadocia to Istanbul',
      description:
        'For those who wish, the day can begin with an optional hot-air balloon flight at sunrise, weather permitting, drifting over valleys and rock formations in the early light. Others may prefer a relaxed breakfast and a gentle walk through the village.\n\n' +
        'Later we stop at a panoramic viewpoint and visit a local craft workshop, before transferring to the airport for our domestic flight back to Istanbul.\n\n' +
        'In the evening we gather for a farewell dinner. We give thanks for the journey, share what God has spoken to us along the way, and pray together for the churches in this land today.',
      images: ['cappadocia'],
    },
    {
      day: 10,
      title: 'Return Home',
      description:
        'After breakfast we hold a final devotion together. Having walked from Ephesus to Laodicea and into the heart of Anatolia, we remember that each of the messages to the seven churches carries the same call: to hear what the Spirit says to the churches.\n\n' +
        'Depending on your flight time, there may be a little free time for a last walk or some shopping before we transfer you to the airport for your flight home. Our team will assist with check-in.\n\n' +
        'We pray that the faith of Paul and the early believers will keep encouraging you as you return to your home, your church and your calling.',
      images: ['homeward-flight'],
    },
  ],
  essentials: [
    {
      title: 'Tour Nature',
      text: 'A Bible-centred study tour combining guided visits to archaeological sites with daily Scripture reading and devotions. Most travel is by private coach, with two domestic flights.',
    },
    {
      title: 'Physical Requirements',
      text: 'Expect 2–4 hours of walking on most days, often over uneven ancient paving, steps and slopes, sometimes in strong sun. A reasonable level of fitness and comfortable walking shoes are essential.',
    },
    {
      title: 'Safety',
      text: 'Your tour leader and licensed local guides accompany the group throughout. Keep valuables secure in busy areas, follow guidance at archaeological sites, and take out comprehensive travel insurance.',
    },
  ],
  ctaTitle: 'Book a consultation',
  ctaText:
    'Scan the WhatsApp QR code or contact us to plan your journey in the footsteps of Paul. We will reply within 24 hours.',
  seoTitle: 'Turkey Seven Churches Tour | In the Footsteps of Paul',
  seoDescription:
    'Christian tour of Turkey: Istanbul, Ephesus, the Seven Churches of Revelation, Pamukkale, Antioch of Pisidia and Cappadocia, with daily devotions.',
  keywords:
    'Turkey Seven Churches tour, footsteps of Paul, Ephesus, Laodicea, Pamukkale, Cappadocia, Antioch of Pisidia, Revelation churches, Christian tour Hong Kong',
};

export default tour;
