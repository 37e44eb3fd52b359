/** A heading and a grid of titled cards (why-cards, essentials, safety guidelines). */
export function CardGrid({
  heading,
  cards,
  id,
  tone = 'white',
}: {
  heading: string;
  cards: { title: string; text: string }[];
  id: string;
  tone?: 'white' | 'sand';
}) {
  return (
    <section className={`section ${tone === 'sand' ? 'bg-sand-100' : ''}`} aria-labelledby={id}>
      <div className="page-wide">
        <h2 id={id} className="heading-2">
          {heading}
        </h2>
        <ul className={`mt-8 grid gap-6 sm:grid-cols-2 ${cards.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}>
          {cards.map((card) => (
            <li key={card.title} className="tour-card">
              <h3 className="card-title">{card.title}</h3>
              <p className="mt-2 text-ink-600">{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
