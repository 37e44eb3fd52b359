import type { BlogArticle } from '../../types';

const article: BlogArticle = {
  tab: 'Conservation Crisis',
  title: 'Heritage at Risk: Scholars Raise the Alarm over Rock Art in North-West Arabia',
  subtitle:
    'An open letter, a vast development project and a tight timetable: what has been reported, what we know, and how pilgrims can help',
  author: 'Pilgrim Journeys Editorial Team',
  date: 'September 26, 2024',
  publishedDate: '2024-09-26',
  description:
    'In 2024, 56 scholars voiced concern for rock art in north-west Arabia amid a vast development. What is reported, and how pilgrims can help.',
  keywords:
    'rock art conservation, Saudi Arabia heritage, open letter scholars, Tabuk region, Jabal al-Lawz, responsible travel, biblical archaeology',
  body: `Anyone who has stood in the desert of north-west Saudi Arabia and looked closely at the dark surface of a boulder knows the thrill of discovering rock art. Lines pecked into the stone become the outline of a long-horned cow, a camel, an ibex or a human figure with raised arms. Some of these images were carved thousands of years ago, when the climate of Arabia was wetter and herders grazed their animals in valleys that are dry today. They are among the oldest records of human life in the region.

In 2024, these fragile records became the subject of public concern. An open letter signed by 56 scholars drew attention to the risks facing rock-art sites in the region as a major development project moves ahead. Reports that followed spoke of serious damage at one site and of construction work taking place close to others.

We lead pilgrims to this part of the world because of its deep connection with the Exodus story, and many of the sites our travellers visit lie in the same landscape. We therefore feel a responsibility to share what has been reported, to do so carefully, and to think about what Christian visitors can do. This article is not an accusation against any government, company or community. It is an attempt to understand the concerns and to respond to them in a constructive way.

## What the open letter says

According to reports, the open letter was signed by 56 scholars, including archaeologists, historians and specialists in the ancient Near East and in rock art. Its central message is that the heritage of north-west Arabia is of international importance, that much of it has never been fully surveyed or documented, and that large-scale construction in the region puts it at risk unless proper safeguards are in place.

The signatories, as reported, ask for several things that any lover of heritage would recognise as reasonable:

- Systematic archaeological surveys of areas before construction begins, so that sites can be recorded and, where possible, protected.
- Clear protective zones around known sites, with construction kept at a safe distance.
- Transparency about which sites lie within development areas and what is planned for them.
- Involvement of qualified specialists, both Saudi and international, in decisions affecting heritage.

Open letters of this kind are not unusual in the world of archaeology. Scholars have written similar letters about heritage threatened by dams, mines, highways and urban growth in many countries. What gives this letter its weight is the number of signatories and the scale of the development it addresses.

## What has been reported at the sites

Two specific concerns have been widely repeated in connection with the letter. We present them here as reported. We have not been able to verify them independently, and we would welcome corrections from anyone with first-hand knowledge.

The first is that an estimated 40 percent of one rock-art site has been destroyed. Rock art cannot be rebuilt. Once a panel is broken, buried or bulldozed, the images and the information they carry are gone for good. Even where photographs exist, the context of the carvings, their relationship to the landscape, to other panels and to nearby structures, is lost.

The second concern is that construction works have been reported about 800 m from a significant site. Eight hundred metres may sound like a comfortable margin, but in desert archaeology it is not always so. Sites are rarely single points on a map. They often include scattered panels, stone structures, paths and campsites spread across a wide area, some of which may not yet have been recorded. Heavy vehicles, access roads, dust and changes to drainage can affect a much larger area than the construction footprint itself.

Neither of these reports tells us the whole story, and it would be unfair to assume the worst about every project in the region. But both point to the same underlying problem: when development moves quickly across a landscape that has never been fully surveyed, heritage can be lost before anyone knows it was there.

## A region in rapid transformation

North-west Saudi Arabia is changing fast. The region is home to a giga-project, one of the largest development programmes in the world, with a reported budget of around 500 billion US dollars. Plans described in public materials include new cities, tourism destinations, transport links and infrastructure across a wide area of desert, mountain and coastline.

It is important to see this development in its full context. Saudi Arabia is investing heavily in tourism and in its cultural heritage, and much of that investment has been welcomed by archaeologists. The Nabataean city of Hegra was inscribed as the country’s first UNESCO World Heritage site in 2008, and the rock art of the Hail region was added to the list in 2015. Heritage authorities have expanded survey work and opened sites to visitors that were once hard to reach. For travellers like ours, this has made it possible to see places that were effectively closed a generation ago.

Development also brings real benefits to people who live in the region: jobs, services, roads and opportunities that their parents did not have. Christians who care about justice should not be quick to dismiss those benefits. The question raised by the scholars is not whether the region should develop, but how it can develop without erasing irreplaceable parts of its past.

That tension is familiar in Hong Kong. Our own city has debated for decades how to balance new housing and infrastructure with the protection of historic buildings, villages and archaeological sites. Few of us would say that the answer is simple.

## Three dates to watch

Reporting on the open letter and on the development has mentioned three dates that matter for the sites in question: October 2024, February 2025 and the end of 2025. They are linked with phases of work in the area and with the timetable in which the scholars hope their requests will be addressed.

- October 2024: the first of the reported deadlines, now only weeks away at the time of writing.
- February 2025: a second reported deadline, early in the new year.
- End of 2025: the latest of the reported dates, by which further phases of work are expected to be well advanced.

We list these dates without speculating about exactly what will happen on each of them, because the details available to the public are limited and plans can change. What the dates do show is that the window for careful survey and documentation is short. If construction in sensitive areas proceeds on this timetable, decisions about heritage will have to be made within months rather than years.

### What documentation can achieve in a short time

A short window is not a hopeless one. Modern archaeology has tools that can record a great deal quickly, provided the specialists are given access and time before work begins.

- Systematic field walking, in which teams cover an area in lines and record every panel, structure and scatter of artefacts with satellite positioning.
- Photogrammetry, which turns hundreds of overlapping photographs into accurate three-dimensional models of carved surfaces, so that details invisible to the naked eye can be studied later.
- Aerial and satellite imagery, which can reveal stone circles, enclosures and ancient paths across wide areas of desert that would take months to cover on foot.
- Involvement of local people, whose knowledge of the land often points archaeologists to sites that appear on no map.

Documentation is not the same as preservation. A three-dimensional model of a carving, however accurate, is not the carving itself, and the experience of standing before an ancient panel in its landscape cannot be reproduced on a screen. But where a site cannot be saved, a careful record is far better than nothing. Where a site can be saved, survey is the first step, because nobody can protect what nobody knows is there.

This is why the scholars’ request for survey before construction is so important. It does not ask development to stop. It asks that the past be given a fair hearing before the bulldozers arrive.

We will keep following the story as these dates pass, and we will update our travellers if access to any site on our itineraries changes as a result.

## Why rock art matters to Christian travellers

Some readers may wonder why a Christian travel agency should care so much about carvings of cattle and camels, most of which were made long before the time of Moses and have nothing to do with the Bible. There are at least three reasons.

The first is that this is the landscape of the Exodus debate. As we explain in our article on Jabal al-Lawz, some of the features that believers associate with Mount Sinai, including the rock art of cattle at the so-called golden calf altar, lie in this region. Whatever one concludes about those identifications, they can only be studied if the sites survive. Careful archaeology is the friend of honest faith. If a site is destroyed, the questions it could have answered are destroyed with it.

The second reason is that the Bible gives us a high view of human beings and their work. The people who carved these images, whoever they were, were made in the image of God. Their art is a record of how they lived, what they valued and how they saw the world. To preserve it is to honour them.

The third reason is stewardship. From the first chapters of Genesis, humanity is given responsibility for the world God made.

> Genesis 2:15 — And the LORD God took the man, and put him into the garden of Eden to dress it and to keep it.

> Psalm 24:1 — The earth is the LORD’s, and the fulness thereof; the world, and they that dwell therein.

Keeping the earth includes keeping the memory of those who lived on it before us. Christians have often been at the forefront of preserving manuscripts, buildings and artefacts, not because we worship the past, but because we believe history matters to God.

There is a quieter lesson in the carvings too. Images of cattle grazing where today almost nothing grows remind us that this land has changed many times. Valleys that were once green became desert, and the people who lived in them adapted, moved on or disappeared. The rock art is a record of that long story, and it invites humility about our own moment in it. Scripture looks forward to a day when the wilderness itself will flourish again.

> Isaiah 35:1 — The wilderness and the solitary place shall be glad for them; and the desert shall rejoice, and blossom as the rose.

## What responsible pilgrims can do

Most of our travellers will never sign an open letter or sit on a heritage committee. But every visitor to the region makes choices that either protect or harm the places they see. Here are practical steps we ask every pilgrim to take.

- Never touch rock art. The oils and salts on our hands can damage ancient surfaces over time, and tracing carvings with fingers or chalk for photographs is harmful.
- Do not climb on stone structures, altars, walls or circles, and do not move stones, even small ones, to build cairns or take souvenirs.
- Stay on marked paths and follow the instructions of guides and site staff. Fencing and barriers exist for a reason.
- Never buy or collect antiquities. Removing archaeological objects is harmful and may be illegal, and items offered for sale to tourists are often of doubtful origin.
- Photograph respectfully. Follow local rules on photography, avoid drones unless specifically permitted, and never photograph local people without permission.
- Share what you see with care. If you notice damage or a threat to a site, tell your guide rather than posting unverified claims online.

There is also a wider role for Christian travellers. The tourism economy in the region is growing, and visitors’ interest in heritage sends a message. When travellers choose operators who respect sites, ask informed questions and show appreciation for protected areas, they help make the case that heritage is an asset worth keeping, not an obstacle to progress.

### How we respond as a company

As a licensed travel agency, we have a particular responsibility. Our commitments are simple:

- We brief every group on heritage etiquette before visiting archaeological sites, and our guides remind travellers on site.
- We follow the access rules set by the local authorities, even when that means a feature is viewed from a distance rather than up close.
- We present archaeological claims honestly, including the questions that remain open, rather than overstating evidence to sell tours.
- We review our itineraries when access rules or site conditions change, and we tell travellers promptly if a visit has to be adjusted.

We do not believe it is our place to campaign against development or to take sides in debates that are ultimately for the people and government of Saudi Arabia to settle. We do believe it is right to care, to pray and to behave well as guests.

## A prayer for the land

Christians have always prayed for the places they visit. As you read this, you might pray for the region and for everyone involved in shaping its future: planners and engineers, archaeologists and heritage officials, local communities and the many workers who are building new towns in the desert.

> Micah 6:8 — He hath shewed thee, O man, what is good; and what doth the LORD require of thee, but to do justly, and to love mercy, and to walk humbly with thy God?

Pray that wisdom will guide decisions that cannot be undone. Pray for the specialists working to record sites before it is too late. Pray for open and respectful dialogue between scholars and those responsible for development. And pray that visitors from every nation, including pilgrims from Hong Kong, will be gracious guests who leave the land as they found it.

The rock art of north-west Arabia has survived thousands of years of sun, wind and flash floods. Whether it survives the next few years depends on choices that are being made now. We hope, and pray, that those choices will allow future generations to stand where we have stood, to look closely at the dark surface of a boulder, and to feel the same sense of wonder.`,
  ctaTitle: 'Travel Thoughtfully with Us',
  ctaText:
    'Want to visit north-west Arabia as a respectful, well-informed pilgrim? Contact our team to plan a journey that honours the land and its heritage. We reply within 24 hours.',
};

export default article;
