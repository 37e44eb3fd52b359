import type { BlogArticle } from '../../types';

const article: BlogArticle = {
  tab: 'Journey and Encounter',
  title: 'Journey and Encounter: Meeting God on the Road',
  subtitle:
    'A reflection on why Scripture is full of journeys, and how travelling as a pilgrim can open us to meeting God',
  author: 'Joshua H.',
  date: 'March 20, 2025',
  publishedDate: '2025-03-20',
  description:
    'From Abraham to the road to Emmaus, God meets his people on the way. A reflection on pilgrimage, the wilderness and encountering God.',
  keywords:
    'spiritual journey, encountering God, Christian pilgrimage, wilderness, road to Emmaus, Mount Sinai, Seven Churches, reflection',
  body: `The Bible is a book of journeys. It begins with a man and woman sent out of a garden and ends with a city coming down from heaven. In between, its pages are full of people on the move: Abraham leaving his homeland, Jacob fleeing from his brother, Moses leading a nation through the wilderness, Ruth following Naomi to Bethlehem, the wise men following a star, Jesus walking the roads of Galilee, and Paul crossing seas and mountains to carry the gospel to the cities of Asia Minor.

It is not an accident that so many encounters with God happen on the road. Travel unsettles us. It takes us out of familiar surroundings and routines, and in that unsettled space we often become more aware of our need for God and more attentive to his presence. This reflection explores what Scripture teaches about journey and encounter, and what it might mean for us as pilgrims today.

## Every journey begins with a call

The story of God’s people begins with a journey into the unknown.

> Hebrews 11:8 — By faith Abraham, when he was called to go out into a place which he should after receive for an inheritance, obeyed; and he went out, not knowing whither he went.

Abraham did not have an itinerary. He had a promise. He did not know the road ahead, but he knew the One who had called him. That is the heart of every true pilgrimage. We may have flight times, hotel bookings and a day-by-day programme, but the deepest part of the journey is always a step of trust into what we cannot yet see.

Many of our travellers describe the decision to go on pilgrimage as a kind of call. A retired engineer from Tai Po told us that he had put off the trip for years, until a sermon on Abraham left him unable to sleep. A young mother from Kowloon Tong said she simply felt, during a season of exhaustion, that God was inviting her to come away for a while. The circumstances differ, but the pattern is familiar: a sense that God is asking us to leave something behind and go.

It is worth asking, before any journey, what we are being called out of. For Abraham it was his country, his kindred and his father’s house. For us it may be busyness, distraction, a routine faith that has grown tired, or a grief we have not yet faced. A pilgrimage is not an escape from life. It is a way of stepping back from life for a short time, so that we can return to it with new eyes.

## God meets us on the way

When Jacob fled from home after deceiving his brother, he lay down in the open with a stone for a pillow. He was alone, afraid and far from blameless. Yet that night he dreamed of a ladder reaching to heaven, and God spoke to him with promises of presence and blessing.

> Genesis 28:16 — Surely the LORD is in this place; and I knew it not.

Jacob’s words could be written over countless pilgrimage experiences. We travel to famous places expecting to meet God there, and sometimes we do. But just as often, God meets us somewhere unexpected: in a conversation on the bus, in a quiet moment at a roadside stop, in a sleepless night in a desert camp. The encounter is rarely scheduled.

The New Testament gives us the most beautiful example of this in the road to Emmaus. Two disciples, confused and grieving after the crucifixion, were walking home when a stranger joined them. He listened to their sorrow, opened the Scriptures to them, and only when he broke bread at their table did they recognise the risen Jesus.

> Luke 24:32 — Did not our heart burn within us, while he talked with us by the way, and while he opened to us the scriptures?

Notice that Jesus met them on the way, not at the destination. He walked at their pace, heard their questions and explained the Scriptures as they travelled. That is a picture of what a pilgrimage can be: a journey in which the risen Christ walks beside us, often unrecognised, until suddenly our hearts burn and we realise he has been there all along.

## The wilderness as a place of encounter

Some of the most important encounters in Scripture happen in the desert. Moses met God in a burning bush while tending sheep in the wilderness of Midian. Israel heard the voice of God at Mount Sinai after weeks of walking through barren country. Centuries later, the prophet Elijah, exhausted and afraid, travelled forty days to Horeb, the mountain of God. There he experienced wind, earthquake and fire, but God was not in any of them.

> 1 Kings 19:12 — And after the earthquake a fire; but the LORD was not in the fire: and after the fire a still small voice.

Why the wilderness? Perhaps because the desert removes everything we normally lean on. There is no noise to hide behind, no crowd to lose ourselves in, no comfort that does not depend on someone else’s provision. In the wilderness, Israel learned that bread and water were gifts. Elijah learned that God’s voice could be quiet. Jesus, tempted in the desert, answered with the word of God.

Pilgrims who travel to the wilderness of north-west Arabia often speak of this experience. One of our travellers, a social worker from Sham Shui Po, told us that the silence of the desert frightened her at first. Then, on the second day, she found herself praying in a way she had not prayed for years, without a list, simply resting in God’s presence. The landscape had done what no retreat programme could do.

> Exodus 33:14 — My presence shall go with thee, and I will give thee rest.

That promise was given in the wilderness, to a people who had just failed badly at the foot of Sinai. God’s presence was not a reward for their faithfulness. It was a gift of his grace, and it went with them every step of the way.

## Encounter in community

Pilgrimage in Scripture is rarely a solitary activity. Israel travelled as a people. The Psalms of Ascent were sung by families and villages walking together up to Jerusalem for the festivals. Jesus sent his disciples out two by two. Paul almost never travelled alone; his letters are full of the names of companions, hosts and fellow workers.

> Psalm 122:1 — I was glad when they said unto me, Let us go into the house of the LORD.

Our Turkey tour follows Paul and the Seven Churches of Revelation, and one of the striking things about those ancient cities is how much of the New Testament was written to communities rather than individuals. The letters to Ephesus, Smyrna, Pergamum, Thyatira, Sardis, Philadelphia and Laodicea address churches as a whole, with their shared strengths and shared failings. To sit in the ruins of these cities with a group of fellow believers, reading the letters aloud, is to feel the communal nature of faith very strongly.

Travelling in a group has its challenges. People walk at different speeds, have different needs and sometimes get on each other’s nerves. But these are exactly the conditions in which love is learned. Many of our travellers say that the friendships formed on the road were one of the greatest gifts of their pilgrimage, and that God spoke to them as much through their companions as through any ancient site.

## Coming home changed

Every pilgrimage ends with a return. In Scripture, encounters with God leave marks. Jacob walked away from his night of wrestling with a limp. Moses came down from Sinai with his face shining, though he did not know it himself.

> Exodus 34:29 — Moses wist not that the skin of his face shone while he talked with him.

There is something wonderful in that detail. Moses was not trying to look holy. He had simply been in God’s presence, and it showed. Often the changes a pilgrimage brings are noticed first by others: a family member who says we seem calmer, a colleague who notices we are more patient, a friend at church who sees a new hunger for Scripture.

The real test of a pilgrimage is not how moving it felt at the time, but how it shapes the ordinary days that follow. The disciples from Emmaus did not stay at the table. They got up that same hour and went back to Jerusalem to tell the others. The encounter sent them back into the world.

Coming home is not always easy. After days of open skies and unhurried prayer, the crowded MTR, the inbox and the family calendar can feel like a shock. Some pilgrims feel a kind of sadness in the first week back, as if the closeness to God they felt on the road has faded. It has not. The God who met you in the wilderness is the same God who is present on Nathan Road. It helps to plan for re-entry: keep one practice from the journey, such as a few minutes of morning silence or a daily psalm, and meet with your fellow travellers a few weeks later to share what God has been doing since you returned.

## Practices for the pilgrim road

If you are preparing for a pilgrimage, or simply want to live your daily life more like a pilgrim, these practices may help you stay open to encounter.

- Travel light. Take only what you need, both in your suitcase and in your heart. Leave space for God to fill.
- Keep some silence each day. Even ten minutes without conversation or a screen can make room for the still small voice.
- Read Scripture in place. Let the landscape illuminate the text, and let the text interpret the landscape.
- Keep a journal. Write down not only what you saw but what you noticed in yourself, and where you sensed God’s presence.
- Pay attention to people. Your fellow travellers, guides, drivers and hosts are all made in God’s image, and some of your most important encounters may be with them.
- Expect the unexpected. Do not decide in advance where God will speak to you.

> Psalm 121:1-2 — I will lift up mine eyes unto the hills, from whence cometh my help. My help cometh from the LORD, which made heaven and earth.

Whether your next journey takes you to the mountains of Arabia, the ancient churches of Turkey or simply across Hong Kong to your daily work, the God of Abraham, Moses, Elijah and the Emmaus road is already on the way ahead of you. The journey is his invitation. The encounter is his gift.`,
  ctaTitle: 'Set Out on Your Own Pilgrimage',
  ctaText:
    'Sensing a call to journey and encounter? Contact our team to talk about Mount Sinai, Dubai or the Seven Churches of Turkey, and plan a pilgrimage with room for God. We reply within 24 hours.',
};

export default article;
