import type { BlogArticle } from '../../types';

const article: BlogArticle = {
  tab: 'Life-Changing Experience',
  title: 'The Journey That Changed Me: A Retired Teacher’s Story',
  subtitle:
    'One of our travellers, a retired teacher from Sha Tin, shares how eight days in the wilderness of Arabia renewed her faith',
  author: 'Agnes C.',
  date: 'February 10, 2025',
  publishedDate: '2025-02-10',
  description:
    'A retired teacher from Sha Tin shares how a Mount Sinai pilgrimage in Saudi Arabia renewed her faith, her prayer life and her sense of God’s care.',
  keywords:
    'pilgrimage testimony, Mount Sinai journey, Christian travel story, life-changing experience, Saudi Arabia pilgrimage, faith renewed',
  body: `I taught primary school in Sha Tin for thirty-four years. When I retired, my former colleagues gave me a card that said, Now you can finally travel! I smiled, put the card in a drawer and did very little travelling at all. My husband had passed away a few years earlier, my children were busy with their own families, and to be honest I had become quite comfortable with my routine of church, grandchildren and morning walks along the Shing Mun River.

A year later, I was standing in the desert of north-west Saudi Arabia, looking up at a mountain that many believe is Mount Sinai, with tears running down my face. This is the story of how I got there, and of what God did in my heart along the way.

## Why I almost did not go

The idea came from my small group at church. One of the younger members had seen a presentation about the Mount Sinai tour and asked whether any of us would like to go together. Several people said yes immediately. I said I would think about it, which, as my grandchildren know, usually means no.

I had many reasons. I was sixty-eight. I had never been to the Middle East. I worried about the walking, the food, the heat and whether I would hold the group back. I also worried, though I did not say so, about travelling without my husband. We had always planned to visit the lands of the Bible together, and going without him felt like admitting that those plans were over.

What changed my mind was a conversation with the travel agency. I called with a long list of questions, half hoping they would tell me the tour was too difficult for someone my age. Instead, the consultant listened patiently, explained honestly what each day involved, and told me which parts could be adjusted for travellers who preferred to walk less. She did not promise me it would be easy. She said that many pilgrims my age had found it deeply meaningful, and that I could decide at each stage how much I wanted to do. That honesty gave me courage. I booked the next day, before I could change my mind.

## Arriving in the land of Midian

I remember the first morning very clearly. We had arrived late the night before, and I woke early and opened the curtains to see mountains turning pink in the sunrise. I had read about Midian many times, about Moses fleeing from Egypt, sitting by a well and tending his father-in-law’s sheep for forty years. But I had always imagined it as a flat, empty place. It was not. It was rugged and beautiful, full of colour and shadow.

Our guide was a gentle man who knew the Bible as well as he knew the land. At each stop he would read the passage connected with the place and then give us time in silence. I had been a Christian for more than forty years, yet I felt as if I were reading Exodus for the first time.

> Exodus 3:5 — Put off thy shoes from off thy feet, for the place whereon thou standest is holy ground.

My practical worries faded more quickly than I expected. The food was simple and good: rice, grilled chicken, flatbread, salads and more dates than I have ever eaten. The younger members of our group kept an eye on me without making a fuss, carrying my bag up a steep step or saving me a seat in the shade. Our tour leader checked on each of us every evening, asking not only how our feet were but how our hearts were. I had come expecting to be the burden of the group. Instead I found myself being looked after like family.

On the second day, as we sat on a rock in a wide valley, I thought about Moses at eighty, being called by God to begin the greatest work of his life. For years I had quietly believed that my useful life was over when I left the classroom. Sitting there, I felt God gently correcting me.

## The night the stars spoke

The night in the desert camp was the part I had feared most. I imagined being cold, uncomfortable and unable to sleep. I was cold for a while, I admit, until I put on every layer I had brought. But I will never forget stepping out of the tent after dinner and looking up.

I have lived in Hong Kong all my life. I did not know there were so many stars. The whole sky seemed to be moving with light. Someone in our group began quietly to sing a hymn, and one by one we joined in. Then we read together from Genesis, where God takes Abraham outside and tells him to look at the stars.

> Genesis 15:5 — Look now toward heaven, and tell the stars, if thou be able to number them.

I had always thought of that verse as a promise about numbers, about Abraham’s many descendants. That night I understood it also as a promise about attention. The God who made every one of those stars and calls them by name had not forgotten an old widow from Sha Tin. I stood there for a long time after the others went to bed, just saying thank you.

## At the foot of the mountain

The mountain day was long. I did not climb as far as the younger members of our group, and for a moment I felt the old disappointment of being left behind. Our guide suggested that I stay at a lower viewpoint with two other travellers, a retired couple from Tsuen Wan, and spend the time in prayer.

It turned out to be one of the most precious hours of my life. The three of us read Exodus 19 and 20 aloud, slowly, taking turns. When we came to the Ten Commandments, the retired husband stopped and said he had recited them since Sunday school but had never heard them as words spoken by a God who had just rescued his people from slavery. We talked about that for a long time.

> Exodus 20:2 — I am the LORD thy God, which have brought thee out of the land of Egypt, out of the house of bondage.

Before the commandments comes the rescue. Before the law comes the love. I wrote that sentence in my notebook, and I have read it many times since.

When the climbing group came back down, their faces were glowing, and they shared what they had seen from higher up. I did not feel that I had missed anything. God had met each of us where we were.

## What I brought home

I came back to Hong Kong with a suitcase full of dust, a camera full of photographs and a heart that felt twenty years younger. But the real changes have been quieter than that.

- I pray differently. I used to pray mostly with lists. Now I try to begin with a few minutes of silence, remembering that desert sky.
- I have stopped saying I am too old. Since the journey I have started helping with the children’s Bible class at church again, something I had refused to do since retiring.
- I grieve differently. I still miss my husband every day, but I no longer feel that the journey we planned together was lost. In a strange way, I felt I had taken it for both of us.
- I have new friends. The members of our group still meet every few months for dim sum, and we pray for each other.

People sometimes ask me whether I am sure that the mountain we visited is the real Mount Sinai. I tell them honestly that I do not know. Our guide explained the different views carefully, and I think the question is an interesting one. But I know that I met God there, and that is enough for me.

If you are hesitating, as I did, because of your age, your health or your fears, I would gently encourage you to ask your questions and see what is possible. You may not climb to the top. You may feel cold at night. You may come home very tired. You may also find, as I did, that God has been waiting for you in the wilderness.`,
  ctaTitle: 'Begin Your Own Journey',
  ctaText:
    'Wondering whether a pilgrimage is right for you at this stage of life? Contact our team with your questions and we will talk through every detail honestly. We reply within 24 hours.',
};

export default article;
