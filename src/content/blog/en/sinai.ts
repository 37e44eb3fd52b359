import type { BlogArticle } from '../../types';

const article: BlogArticle = {
  tab: 'Sinai Discovery',
  title: 'Mount Sinai in Arabia? The Case for Jabal al-Lawz',
  subtitle:
    'A blackened summit, a split rock, an altar and a stone circle in north-west Saudi Arabia: what the evidence shows, and what it does not yet show',
  author: 'Pilgrim Journeys Editorial Team',
  date: 'September 12, 2024',
  publishedDate: '2024-09-12',
  description:
    'Is Jabal al-Lawz in Saudi Arabia the biblical Mount Sinai? A fair look at the blackened summit, the split rock, the altar and the open questions.',
  keywords:
    'Mount Sinai, Jabal al-Lawz, Saudi Arabia, Midian, biblical archaeology, split rock of Horeb, Exodus, Christian pilgrimage',
  body: `Few places in Scripture carry as much weight as Mount Sinai. It is where God spoke the Ten Commandments, where Moses received the Law, and where a nation of freed slaves became the covenant people of God. Yet for all its importance, the Bible never gives us a map reference. For more than fifteen centuries most Christians have pointed to Jebel Musa in Egypt’s Sinai Peninsula, beneath which stands the ancient monastery of St Catherine. Over the last few decades, however, a growing number of believers, travellers and researchers have looked east, across the Gulf of Aqaba, to a rugged peak in north-west Saudi Arabia called Jabal al-Lawz.

This article sets out the case that has been made for Jabal al-Lawz, describes the features that visitors can see in the area, and is honest about the questions that remain open. We lead pilgrims to this region because we believe it is a place where the Exodus story comes vividly alive. We also believe that pilgrims deserve facts presented fairly, not claims dressed up as certainties.

## What the Bible tells us about the mountain

Before looking at any rocks, it helps to gather what Scripture itself says. The mountain is called both Sinai and Horeb, and the Bible often calls it simply the mountain of God. Several details matter for any attempt to locate it.

First, the mountain is connected with Midian. When Moses fled from Pharaoh, he went to Midian, married into the family of Jethro the priest of Midian, and it was while tending Jethro’s flock that he came to the mountain of God.

> Exodus 3:1 — Now Moses kept the flock of Jethro his father in law, the priest of Midian: and he led the flock to the backside of the desert, and came to the mountain of God, even to Horeb.

Second, the apostle Paul, writing in the first century, places Sinai in Arabia.

> Galatians 4:25 — For this Agar is mount Sinai in Arabia.

Third, the events at the mountain were dramatic and physical. The summit was covered in smoke and fire, the people camped before the mountain in a space large enough for a great multitude, bounds were set around its base, Moses built an altar at its foot with twelve pillars, and, while Moses was on the mountain, the people made a golden calf and worshipped it.

> Exodus 19:18 — And mount Sinai was altogether on a smoke, because the LORD descended upon it in fire: and the smoke thereof ascended as the smoke of a furnace, and the whole mount quaked greatly.

Finally, at Rephidim, shortly before the people reached Sinai, God told Moses to strike the rock in Horeb so that water would flow for the thirsty people. Every candidate for Mount Sinai is measured, in one way or another, against these clues.

## Jabal al-Lawz: the mountain in the land of Midian

Jabal al-Lawz, whose name means mountain of almonds, rises in the Tabuk region of north-west Saudi Arabia, east of the Gulf of Aqaba. It is one of the highest peaks in the area, at roughly 2,580 metres, and in winter its upper slopes sometimes see snow. The surrounding land is the territory that ancient writers associated with Midian, and near the town of Al-Bad stand ancient rock-cut tombs popularly known as the caves of Shuaib, a figure whom Islamic tradition often identifies with Jethro.

The argument for Jabal al-Lawz begins with geography. If Midian lay in north-west Arabia, and if Moses tended Jethro’s flocks when he came upon Horeb, then it is reasonable to look for the mountain of God within reach of Midian. Supporters add Paul’s words in Galatians: in their reading, Arabia means the Arabian Peninsula rather than the Sinai Peninsula, which was under Egyptian control in Moses’ day.

From there, the case moves to what can be seen on the ground. It was largely amateur explorers in the 1980s who first brought the site to wide attention, and for many years access was restricted and the key features were fenced. In recent years parts of the area have become more accessible to visitors, and the features described below are the ones pilgrims most often ask about.

## The evidence on the ground

### The blackened summit

The most striking sight at Jabal al-Lawz is its peak. The upper part of the mountain is capped with rock so dark that it looks almost burnt, sitting above lighter-coloured granite slopes. To many visitors, standing below it with Exodus 19 in hand, the resemblance to a mountain on which the LORD descended in fire is powerful.

Supporters suggest the darkening could be a lasting trace of the fire described in Scripture. Geologists who have commented on photographs of the mountain generally explain the colour as the natural dark rock of the peak, the kind of variation in mineral content that is common in the mountains of the region. We are not aware of published laboratory studies that settle the question either way. What is certain is that the contrast is real and visible from a distance, and that it makes a deep impression on those who see it.

### The split rock at Horeb

In the hills of the region stands a large, free-standing rock that appears to have been split vertically from top to bottom. It rises on a low hill, so that it is visible from the surrounding area, and at the base of the cleft the stone shows smooth, rounded weathering that some observers compare to the erosion caused by running water.

Supporters identify this outcrop with the rock Moses struck at Horeb, and they point to the Psalms, which remember that God split the rocks in the wilderness.

> Exodus 17:6 — Behold, I will stand before thee there upon the rock in Horeb; and thou shalt smite the rock, and there shall come water out of it, that the people may drink.

> Psalm 78:15 — He clave the rocks in the wilderness, and gave them drink as out of the great depths.

It is a moving place to read these passages aloud. It is also worth remembering that split boulders occur naturally in desert landscapes, where heating, cooling and occasional flash floods shape the stone over long periods. The rock matches the biblical image well; whether it is the very rock remains a matter of faith and interpretation rather than proof.

### The altar at the foot of the mountain

Near the foot of Jabal al-Lawz is a large pile of stacked boulders, often called the golden calf altar by those who hold to the Arabian theory. It stands in an open area below the mountain and is visible from some distance. Nearby, supporters identify a second structure, sometimes described as the altar of Moses, made of stone enclosures and lines of stones.

Scripture describes two very different acts of worship at the foot of the mountain. Moses built an altar and twelve pillars for the twelve tribes, in obedience to God; later, Aaron built an altar before the golden calf.

> Exodus 24:4 — And Moses wrote all the words of the LORD, and rose up early in the morning, and builded an altar under the hill, and twelve pillars, according to the twelve tribes of Israel.

Supporters see both stories reflected in the remains at the site. Critics note that stone structures of many kinds are found throughout the deserts of north-west Arabia, built by herders, travellers and settlers over thousands of years, and that without careful excavation and dating it is difficult to know who built any particular one.

### The 12 m altar ring

Among the features most often discussed is a stone circle about 12 m across, sometimes described as an altar ring. Some visitors link it with the altar and the twelve pillars of Exodus 24, imagining the tribes gathered around a central place of sacrifice. Others see it as one example of the many stone circles found across Arabia, whose purposes range from burial to animal enclosures to gathering places.

A 12 m ring is a modest but deliberate structure. Someone took the time to lay it out. The question is who, and when, and that is precisely the kind of question that only systematic archaeological work can answer.

### Rock art of cattle

On some of the boulders of the golden calf altar there are petroglyphs, carvings pecked into the dark surface of the rock, that depict cattle. Some of the animals have long horns, and supporters have compared them to the bull and cow imagery of ancient Egyptian religion. To those who hold the Arabian theory, these carvings are a striking echo of the golden calf that Israel made in the wilderness, a calf modelled on the gods they had seen in Egypt.

> Exodus 32:4 — And he received them at their hand, and fashioned it with a graving tool, after he had made it a molten calf.

Here the open questions are important. Rock art depicting cattle is found widely across the Arabian Peninsula, and specialists generally date much of it to periods when the climate was wetter and herding communities kept cattle in regions that are now desert. Petroglyphs are notoriously difficult to date precisely. The cattle carvings at the site are real and beautiful, and they are exactly the kind of heritage that deserves protection, as we discuss in our article on conservation. Whether they have any connection with the events of Exodus 32 is not something we can claim to know.

### Boundary markers

Exodus tells us that God commanded Moses to set bounds around the mountain so that the people would not approach it or touch its edge.

> Exodus 19:12 — And thou shalt set bounds unto the people round about, saying, Take heed to yourselves, that ye go not up into the mount, or touch the border of it.

At Jabal al-Lawz, supporters point to piles of stones at intervals around parts of the base of the mountain and identify them as remains of these boundary markers. Again, the image fits the text well, and again the same caution applies: cairns and stone piles are one of the most common human features of desert landscapes, used to mark paths, graves, water sources and territory.

## Open questions and honest objections

If you read widely on this subject, you will find passionate advocates on both sides. We think pilgrims are best served by knowing the main objections as well as the main arguments.

- Dating. To our knowledge, no peer-reviewed excavation has yet established the age of the altar structures, the stone circle or the markers in a way that ties them to the Late Bronze Age. Until that happens, identifications rest on correspondence with the biblical text rather than on archaeological dating.
- The meaning of Arabia. In Paul’s day, the term Arabia could include the Sinai Peninsula and the lands of the Nabataeans, so Galatians 4:25 does not by itself decide between Egypt and Saudi Arabia.
- The route of the Exodus. Placing Sinai in Arabia usually requires a crossing of the sea at the Gulf of Aqaba rather than further west. This reconstruction is debated, and claims about physical evidence on the sea floor have not been accepted by most scholars.
- Where Midian was. Midianites were a mobile people, and Scripture shows them moving through several regions. Moses could have led Jethro’s flocks a considerable distance from their home base.
- Other candidates. Besides Jebel Musa in Egypt and Jabal al-Lawz in Saudi Arabia, scholars have proposed other mountains in the Sinai Peninsula and the Negev. None has produced an inscription or artefact that names the mountain.

The traditional site in Egypt also has its strengths. It has been venerated by Christians since at least the fourth century, when pilgrims travelled there and wrote accounts of their visits, and it stands in a long line of prayer and worship. An ancient tradition is not proof, but it is a witness that deserves respect.

Our own position is simple. We find the case for Jabal al-Lawz serious and thought-provoking, and we believe the landscape of north-west Arabia helps pilgrims read Exodus with fresh eyes. We do not claim that the question is closed, and we encourage every traveller to weigh the evidence for themselves.

## Why the question matters, and why it does not

It is natural to want certainty. When we stand before a mountain, we would love to know that this is the very place where God spoke. Yet the Bible itself seems unconcerned with preserving the exact location of Sinai for later generations. Israel did not build a shrine there, and apart from Elijah’s journey to Horeb, Scripture records no regular pilgrimage to it. The covenant, not the coordinates, was the treasure God gave his people.

> Hebrews 12:22 — But ye are come unto mount Sion, and unto the city of the living God, the heavenly Jerusalem.

That does not make the search pointless. Careful archaeology has shed light on countless biblical places, and asking where Sinai was is a way of taking the historical claims of Scripture seriously. It does mean that our faith does not rise or fall with the identification of a mountain. Whether you leave Jabal al-Lawz convinced, doubtful or somewhere in between, the God who spoke at Sinai is the same God who meets us in Christ today.

## Visiting with open eyes and an open heart

Our Mount Sinai journeys in Saudi Arabia are designed to let you see the area for yourself, with time for Scripture reading, prayer and quiet reflection, and with guides who can explain both the arguments and the objections. A few practical points help every visit go well:

- Access to individual features can change. Some areas are fenced, and local rules about where visitors may walk and what they may photograph must be followed.
- Please treat every stone and carving as heritage. Do not climb on structures, touch rock art or move stones, however small.
- Bring a Bible or a reading plan for Exodus 3, 17, 19, 20, 24 and 32. Reading these chapters on site is one of the highlights of the journey.
- Dress for the desert and for respect: loose clothing that covers shoulders and knees, a hat, and sturdy walking shoes.
- Keep questions open. Our guides are happy to discuss the debate, and some of the best conversations on our tours happen around the evening meal.

Standing in the wide plain below a dark-capped mountain, reading the words God spoke to Moses, many of our pilgrims have found that the question of where gives way to a deeper question of who. Who is this God who brings slaves out of bondage, who speaks from fire and cloud, and who, in the fullness of time, came near to us in his Son? That question is worth travelling a long way to ask.`,
  ctaTitle: 'See the Mountain for Yourself',
  ctaText:
    'Would you like to walk the land of Midian and read Exodus where it may have happened? Contact our Hong Kong team to plan your Mount Sinai journey. We reply within 24 hours.',
};

export default article;
