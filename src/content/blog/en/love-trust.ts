import type { BlogArticle } from '../../types';

const article: BlogArticle = {
  tab: 'Love and Trust',
  title: 'Love and Trust at Sinai: A Mother and Daughter’s Journey',
  subtitle:
    'A nurse from Tuen Mun and her grown-up daughter travelled to the mountain of the covenant, and learned to trust God, and each other, again',
  author: 'Ruth W.',
  date: 'May 8, 2025',
  publishedDate: '2025-05-08',
  description:
    'A mother and daughter from Hong Kong share how a Mount Sinai pilgrimage taught them to trust God and each other, and to rediscover love.',
  keywords:
    'Sinai testimony, love and trust, mother and daughter, Christian pilgrimage, Mount Sinai journey, faith story, family reconciliation',
  body: `I have worked as a nurse in Tuen Mun for most of my adult life. I am good at looking after people. I am not so good at letting other people look after me, and I am even worse at trusting God with the things I cannot control. My daughter would tell you that this is an understatement.

For several years, she and I had not been close. There was no single dramatic argument, just a slow drift. She moved out, changed churches, made decisions I did not agree with, and I said things I should not have said. When we met, we talked politely about the weather and the grandparents. We both knew something was missing, and neither of us knew how to fix it.

This is the story of how eight days in the wilderness of Arabia began to change that, and of what I learned at Sinai about love and trust.

## Two people, one suitcase of worries

The pilgrimage was my daughter’s idea, which still surprises me. She called one evening and said that her church friends had cancelled a trip and she had a place available on the Mount Sinai tour. Would I like to come? I think she expected me to refuse. I think I expected myself to refuse. Instead I heard myself saying yes.

I worried about everything in the weeks before departure. I worried about the heat, the cold, the food and the long drives. Most of all, I worried about spending eight days with my daughter and discovering that we had nothing to say to each other. I packed far too much, as I always do, as if enough medicine, snacks and spare clothes could protect me from every possible problem.

My daughter packed one small bag and laughed at my suitcase. It was not a promising start.

## Learning to trust in the desert

On the first day of driving into the desert, I realised how little I could control. I did not know the roads. I could not read the signs. I could not tell which track led where. I had to trust the driver, trust the guide and trust the group. For someone like me, that was harder than any walk.

That evening, our guide read the story of the manna. God fed Israel in the wilderness with bread from heaven, but only enough for each day. Anyone who tried to store it up found that it spoiled overnight.

> Exodus 16:4 — Behold, I will rain bread from heaven for you; and the people shall go out and gather a certain rate every day, that I may prove them.

I had read that passage many times, but in the desert it felt very personal. I am a person who stores up. I store up supplies, plans, worries and, if I am honest, grievances. God was teaching his people to trust him one day at a time, and I felt him quietly asking me to do the same.

The next day, on a steep and rocky path, I lost my footing for a moment. Before I could fall, my daughter caught my arm. She did not say anything. She just kept holding my arm until we reached level ground. I cannot remember the last time I had let her help me with anything. Something in me softened that afternoon.

There were other small lessons too. One morning strong winds meant that our guide changed the order of the day, and a visit I had been looking forward to was moved. A year earlier I would have spent the whole day quietly annoyed. This time I watched how calmly our guide explained the change, how the group simply adjusted, and how the new plan gave us an unexpected hour of quiet in a valley where we read the psalms together. In the evening, one of the older travellers, a retired pastor’s wife from Yuen Long, said to me, You see, the manna still came. She was right. Every day of that journey, what we needed was there, even when it was not what I had planned.

## The covenant of love

The day at the foot of the mountain was the heart of the journey for me. I had always thought of Sinai as the place of rules: the Ten Commandments, the law, the thunder and the fear. Standing there, listening to our guide read from Exodus, I heard something I had missed for years.

> Exodus 19:4 — Ye have seen what I did unto the Egyptians, and how I bare you on eagles’ wings, and brought you unto myself.

Before God gave a single commandment, he reminded his people of how he had carried them. The law at Sinai was not the beginning of the relationship. It was the response to a love that had already rescued them. God did not say, keep these rules and I will love you. He said, I have loved you and carried you, now walk with me.

Later, in Deuteronomy, Moses explains why God chose Israel at all.

> Deuteronomy 7:8 — But because the LORD loved you, and because he would keep the oath which he had sworn unto your fathers.

I sat on a rock and cried, quietly at first and then not so quietly. I had spent years trying to earn love, from God, from my patients, from my family, and being disappointed when it did not come back in the way I expected. I had also, without meaning to, made my daughter feel that my love depended on her choices. At the foot of Sinai, I understood that God’s love is the foundation, not the reward. Trust grows out of love, not the other way round.

## A conversation under the stars

That night we stayed in the desert camp. After dinner, most of the group went to bed early, tired from the day. My daughter and I wrapped ourselves in blankets and sat outside the tent under more stars than either of us had ever seen.

For the first time in years, we really talked. I told her what I had realised at the mountain. I apologised for things I had said, and for the way I had tried to control her life because I was afraid for her. She told me about the loneliness of the years when she felt she could not come home, and about how much she had wanted me to trust her. We both cried. We also laughed, especially about my enormous suitcase.

> 1 John 4:18 — There is no fear in love; but perfect love casteth out fear.

I do not want to make it sound as if everything was solved in one night. It was not. But a door opened under that sky, and we both walked through it.

## What we carry home

We have been back in Hong Kong for some months now. My daughter and I meet for lunch every Sunday after our different church services, and we pray together on the phone once a week. We still disagree about some things. The difference is that we now trust each other’s love, even when we disagree.

These are the lessons I brought home from Sinai:

- God’s love comes first. His commands are a response to his love, not a way of earning it.
- Trust is learned one day at a time, like gathering manna. I cannot store up enough security to make trust unnecessary.
- Letting others help me is not weakness. It is part of love.
- Fear and control can look like care, but they are not the same as love.

> Proverbs 3:5 — Trust in the LORD with all thine heart; and lean not unto thine own understanding.

If you are carrying a broken or strained relationship, I cannot promise that a journey will fix it. Only God can heal what is broken, and he does it in his own time. But I can tell you that he met my daughter and me in the wilderness, and that the mountain of the covenant became, for us, a place of love and trust.

On our next trip, I have promised to pack only one small bag.`,
  ctaTitle: 'Travel Together, Grow Together',
  ctaText:
    'Thinking of a pilgrimage with a family member or friend? Contact our team and we will help you plan a Mount Sinai journey for two or for your whole family. We reply within 24 hours.',
};

export default article;
