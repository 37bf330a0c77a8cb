import { BOOKING_ADVICE } from '@esthetics/domain';
import about480 from '../assets/images/about-480.webp';
import about800 from '../assets/images/about-800.webp';
import { useSiteData } from '../api/hooks';
import { BOOK_LINK, ButtonLinks, CONTACT_LINK } from '../components/ButtonLinks';
import { PageHeader } from '../components/PageHeader';
import { Photo } from '../components/Photo';
import { pictureOf, type Drawing } from '../features/site/photo';
import { estheticianOf, licenceLine, sitePhotos } from '../features/site/profile';
import { TitledSection } from '../components/TitledSection';

const ABOUT_DRAWING: Drawing = {
  files: [
    { url: about480, width: 480 },
    { url: about800, width: 800 },
  ],
  width: 800,
  height: 600,
  alt: 'Shelves of skincare products, rolled towels and stones beside an arched window in our studio',
};

const VALUES = [
  {
    title: 'Skin first',
    text: 'We listen before we treat. Every visit starts with a conversation about your skin, your routine and your goals.',
  },
  {
    title: 'Honest advice',
    text: 'We recommend only what your skin needs, and we are happy to suggest a simple routine you can keep at home.',
  },
  {
    title: 'Clean and calm',
    text: 'Fresh linens, sanitised tools and single-use supplies for every client, in a quiet room made for unwinding.',
  },
];

export default function AboutPage() {
  const site = useSiteData();
  const esthetician = estheticianOf(site);
  const licence = licenceLine(esthetician);
  const photo = pictureOf(sitePhotos(site).about, ABOUT_DRAWING);
  return (
    <>
      <PageHeader eyebrow="About us" title="About Our Studio">
        A small, independent esthetics studio in Maryland, built around one idea: everyone deserves
        to feel at home in their skin.
      </PageHeader>
      <section className="section">
        <div className="container split">
          <div>
            <h2>Our story</h2>
            <p>
              What started as a single treatment room has grown into a studio, a mobile spa and a
              corporate wellness service, while staying small enough to know every client by name.
            </p>
            <p>
              Our licensed esthetician combines classic European techniques with modern,
              results-driven treatments, from gentle facials for sensitive skin to advanced
              anti-aging care.
            </p>
            <p>
              We also come to you: at home, at your wedding venue or at your office, bringing
              everything needed for a spa experience wherever you are.
            </p>
          </div>
          <figure className="about-figure">
            <Photo
              picture={photo}
              sizes="(min-width: 760px) 50vw, 100vw"
              className="rounded-img"
              loading="eager"
            />
            {esthetician && (
              <figcaption className="esthetician">
                <strong>{esthetician.name}</strong>
                {licence && <span>{licence}</span>}
              </figcaption>
            )}
          </figure>
        </div>
      </section>
      <TitledSection id="values-title" title="What we believe" tone="tint">
        <div className="grid grid--3">
          {VALUES.map((v) => (
            <article key={v.title} className="card">
              <h3>{v.title}</h3>
              <p>{v.text}</p>
            </article>
          ))}
        </div>
      </TitledSection>
      <TitledSection id="visit-title" title="Planning your visit">
        <ul className="check-list">
          <li>{BOOKING_ADVICE.advance}</li>
          <li>{BOOKING_ADVICE.confirmation}</li>
          <li>{BOOKING_ADVICE.reminders}</li>
        </ul>
        <ButtonLinks links={[BOOK_LINK, CONTACT_LINK]} />
      </TitledSection>
    </>
  );
}
