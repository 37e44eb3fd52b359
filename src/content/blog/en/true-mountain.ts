import type { BlogArticle } from '../../types';

const article: BlogArticle = {
  tab: 'True Mount',
  title: 'Where Is the True Mount Sinai? Reflections of a Pilgrim Who Has Seen Two Mountains',
  subtitle:
    'From the monastery of St Catherine in Egypt to Jabal al-Lawz in Saudi Arabia: weighing the evidence, and learning humility along the way',
  author: 'Daniel W.',
  date: 'June 12, 2025',
  publishedDate: '2025-06-12',
  description:
    'A pilgrim who has stood before both Jebel Musa in Egypt and Jabal al-Lawz in Saudi Arabia reflects on the true Mount Sinai, with humility.',
  keywords:
    'true Mount Sinai, Jabal al-Lawz, Jebel Musa, St Catherine’s Monastery, Saudi Arabia, Egypt, biblical archaeology, pilgrimage reflection',
  body: `Twenty years ago, I climbed a mountain in the dark. With a torch in one hand and a walking stick in the other, I joined a long line of pilgrims winding up the slopes of Jebel Musa, the mountain of Moses, in the south of Egypt’s Sinai Peninsula. We reached the summit just before dawn, and when the sun rose over a sea of jagged peaks, I was certain I was standing where Moses had received the Law.

Last year, I stood on a wide plain in north-west Saudi Arabia and looked up at another mountain, Jabal al-Lawz, its summit capped with dark rock. Our guide read Exodus 19, and I found myself wondering whether this, and not the mountain I had climbed two decades earlier, was the mountain of God.

I am a retired accountant from Hong Kong, not an archaeologist or a biblical scholar. I have read widely on the subject, listened to passionate advocates of both mountains, and visited both sites. This is not an attempt to settle the question. It is a reflection on what I have learned from asking it, and especially on what I have learned about humility.

## Two mountains, one question

The Bible never gives us coordinates for Mount Sinai. It tells us that Moses came to the mountain of God while tending the flock of Jethro, the priest of Midian. It tells us that Israel camped before the mountain after leaving Egypt and crossing the sea, that the mountain burned with fire and smoke, and that the people were forbidden to touch it. Paul, in his letter to the Galatians, says simply that Sinai is in Arabia.

Over the centuries, scholars and explorers have proposed many candidates, in the Sinai Peninsula, in the Negev and in north-west Arabia. For most Christians today, the choice comes down to two: the traditional site of Jebel Musa in Egypt, and the more recent proposal of Jabal al-Lawz in Saudi Arabia. Both are serious candidates, and both have sincere believers who love them.

## Climbing Jebel Musa at dawn

At the foot of Jebel Musa stands the monastery of St Catherine, one of the oldest continuously inhabited Christian monasteries in the world. Its fortified walls date from the sixth century, and within them monks have prayed daily for around fifteen hundred years. The monastery’s library holds one of the most important collections of ancient Christian manuscripts anywhere, and the area is recognised as a UNESCO World Heritage site.

Christians were already coming to this mountain as pilgrims in the fourth century. One pilgrim from the western Mediterranean left a detailed account of her visit, describing the monks who guided her, the places they showed her and the prayers they said at each one. When I walked through the monastery gate, I felt part of a vast company of believers who had come before me.

The climb itself is unforgettable. Most pilgrims follow a winding path in the dark, and the final section, or the alternative route known as the Steps of Penitence, has thousands of stone steps cut by monks over the centuries. At the summit, around 2,285 metres above sea level, a small chapel and a small mosque stand side by side, a quiet reminder that this mountain is revered by more than one faith.

At sunrise, our group sang a hymn and read from Exodus. I remember the cold, the wind and the extraordinary light. Whatever its true identity, Jebel Musa is a place where countless people have met God in prayer. That is not nothing.

## Standing before Jabal al-Lawz

My second mountain was a very different experience. Saudi Arabia did not offer tourist visas when I climbed Jebel Musa, and for years I knew Jabal al-Lawz only from books and videos. When the opportunity came to visit, I went with a mixture of curiosity and scepticism.

The landscape around Jabal al-Lawz is striking. The mountain rises high above the surrounding desert, and its upper slopes are covered in rock so dark that it looks burnt. At its foot, in an open area, is a large pile of boulders bearing petroglyphs of cattle, which supporters identify with the altar of the golden calf. Nearby are stone structures, including a ring of stones about 12 m across, and lines of stone piles that some see as the boundary markers of Exodus 19. Some distance away, in the hills, stands a great rock split from top to bottom, which supporters identify with the rock of Horeb.

I will not pretend that I was unmoved. Standing on the plain with the dark summit above me, reading about the mountain that smoked like a furnace, I felt the hair on my arms rise. Our guide explained the case for the site carefully, and just as carefully explained the objections. I respected that very much.

## Weighing the arguments

After both visits, I sat down at home with my Bible and a notebook and tried to list the arguments fairly. This is my summary, as a layman.

In favour of Jebel Musa:

- It has been venerated as Mount Sinai by Christians since at least the fourth century, and the tradition may preserve older memories.
- Its location is consistent with several reconstructions of the Exodus route through the Sinai Peninsula.
- There are wide valleys near the mountain where a large company could have camped.

Questions about Jebel Musa:

- The earliest clear Christian tradition dates from well over a thousand years after the Exodus.
- Egypt was active in the Sinai Peninsula in ancient times, mining turquoise and copper there, which some argue makes it an unlikely refuge for Moses or for a nation fleeing Pharaoh.
- No archaeological evidence of Israel’s encampment has been found there.

In favour of Jabal al-Lawz:

- It lies in the region associated with Midian, where Moses lived with Jethro.
- Paul places Sinai in Arabia, which supporters read as the Arabian Peninsula.
- Features on the ground, including the blackened summit, the split rock, the altar with cattle carvings, the stone circle and the markers, correspond strikingly with details in Exodus.

Questions about Jabal al-Lawz:

- To my knowledge, none of these features has yet been securely dated by published archaeological excavation.
- Rock art of cattle and stone structures of many kinds are common across Arabia, and can belong to periods long before or after the Exodus.
- In Paul’s day, Arabia could also include the Sinai Peninsula, so Galatians does not settle the question.
- Placing Sinai in Arabia requires an Exodus route and sea crossing that many scholars dispute.

When I finished my lists, I realised something that I should have known at the start. The evidence does not force a conclusion either way. Thoughtful, faithful Christians look at the same facts and come to different views. For the time being, at least, the question remains open.

## What the Bible seems to care about

That realisation led me to a more important question. If God had wanted us to know the exact location of Mount Sinai, surely he could have told us. Why did he not?

I noticed something I had never thought about before. Scripture is remarkably unconcerned with preserving the location of Sinai. After the Exodus, Israel did not return there for festivals. They did not build a temple there. Only Elijah is recorded as travelling back to Horeb, and he went not as a pilgrim but as a man fleeing for his life. The centre of Israel’s worship moved to Jerusalem, and Sinai faded into the wilderness.

There is a striking parallel at the end of Deuteronomy. When Moses died, God himself buried him, and the place was hidden.

> Deuteronomy 34:6 — And he buried him in a valley in the land of Moab, over against Bethpeor: but no man knoweth of his sepulchre unto this day.

Perhaps God knows our tendency to venerate places and people rather than him. Perhaps the very uncertainty about Sinai protects us from turning a mountain into an idol.

Jesus spoke about this directly when a Samaritan woman asked him which mountain was the right place of worship, her people’s mountain or Jerusalem.

> John 4:21 — Woman, believe me, the hour cometh, when ye shall neither in this mountain, nor yet at Jerusalem, worship the Father.

> John 4:24 — God is a Spirit: and they that worship him must worship him in spirit and in truth.

The writer to the Hebrews goes further. Describing Sinai with its fire, blackness and tempest, he tells Christians that this is not the mountain they have come to.

> Hebrews 12:18 — For ye are not come unto the mount that might be touched, and that burned with fire, nor unto blackness, and darkness, and tempest.

I found it almost amusing to read those words after standing below the blackened summit of Jabal al-Lawz. The writer was not interested in which mountain it was. He was interested in the far greater mountain to which the gospel brings us: Mount Zion, the city of the living God, and Jesus, the mediator of a new covenant.

There is one more mountain scene that has helped me. Moses and Elijah are the two Old Testament figures most closely bound up with meeting God at Sinai, or Horeb. Centuries later, on a different mountain, the disciples saw those same two men appear beside Jesus as he was transfigured before them.

> Matthew 17:3 — And, behold, there appeared unto them Moses and Elias talking with him.

The two great witnesses of Sinai stood with Christ, and a voice from the cloud told the disciples to listen to him. It is as though the story of the mountain of God finds its true centre not in a location, but in a person.

## Learning humility

The debate about Sinai can become heated. I have seen people accuse those who hold the traditional view of blindly following human tradition, and others accuse supporters of Jabal al-Lawz of sensationalism. I have been guilty of both attitudes myself at different times.

On the drive back from Jabal al-Lawz, a young engineer in our group turned around in his seat and asked me directly, So, which one is it? Everyone on the bus seemed to go quiet. A few years earlier I would have given him a confident answer, probably the one I had most recently read. This time I told him the truth: that I had stood on both mountains, that I found the case for Arabia serious, that I respected the ancient witness of Egypt, and that I did not know. He looked a little disappointed, and then he smiled and said that this was the most honest answer he had heard. We spent the rest of the drive reading Exodus together and talking about what the mountain meant, rather than where it was. It was one of the best conversations of the whole journey.

What I have learned is that humility is not the same as having no opinion. I do have a tentative view, which changes slightly each time I read a new book. But I hold it with an open hand, and I try to listen to those who disagree with me as brothers and sisters, not as opponents.

> 1 Corinthians 13:12 — For now we see through a glass, darkly; but then face to face: now I know in part; but then shall I know even as also I am known.

> Deuteronomy 29:29 — The secret things belong unto the LORD our God: but those things which are revealed belong unto us and to our children for ever.

These are some of the principles I now try to follow:

- Respect tradition without treating it as infallible. The monks of St Catherine have preserved prayer and Scripture for centuries, and their witness deserves honour.
- Welcome new evidence without accepting every claim. Not every striking feature is proof, and careful archaeology takes time.
- Distinguish between what Scripture says and what we infer from it. The Bible says Sinai was connected with Midian and with Arabia; it does not say which modern border it lies within.
- Remember that heritage belongs to everyone. Whatever we believe about Jabal al-Lawz, its rock art and structures deserve protection so that future generations can study them.
- Never let the debate become more important than the God who spoke at the mountain.

## The true mountain

So where is the true Mount Sinai? I do not know. I lean, at present, towards finding the Arabian case compelling, but I would not be surprised to be wrong, and I would not think less of anyone who disagrees. I suspect that many of us will only know for certain in eternity, and I suspect that, by then, we will not much mind.

What I do know is this. The God who descended on Sinai in fire is the same God who came down to us in Jesus Christ. The law given at the mountain pointed forward to the One who fulfilled it. The covenant sealed with blood at the foot of Sinai found its fulfilment in the new covenant sealed on another hill, outside Jerusalem, where the Son of God gave his life for us.

> Psalm 90:2 — Before the mountains were brought forth, or ever thou hadst formed the earth and the world, even from everlasting to everlasting, thou art God.

If you are thinking of visiting either mountain, I would encourage you to go. Go to Jebel Musa and pray with the ancient church. Go to Jabal al-Lawz and read Exodus in the land of Midian. Go with your Bible open, your mind alert and your heart humble. Ask good questions, listen to good answers and accept that some questions will remain.

And when you stand at the foot of whichever mountain you visit, look up, not only at the rock, but beyond it, to the God who made the mountains and who still speaks to those who come to him in spirit and in truth. That, in the end, is the true mountain every pilgrim is seeking.`,
  ctaTitle: 'Explore the Question for Yourself',
  ctaText:
    'Would you like to stand before Jabal al-Lawz and weigh the evidence with your Bible open? Contact our team to plan your Mount Sinai journey in Saudi Arabia. We reply within 24 hours.',
};

export default article;
