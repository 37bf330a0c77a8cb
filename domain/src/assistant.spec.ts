import {
  ASSISTANT_GREETING,
  ASSISTANT_REPLY_DELAY_MS,
  ASSISTANT_TOPICS,
  AssistantTopic,
  assistantReply,
  assistantTopic,
} from './assistant';
import { findAddOn, findBookingPackage, findService, SERVICES } from './catalog';
import { formatPrice } from './money';
import { SEED_CATALOG } from './catalog';

const BUSINESS = { phone: '(301) 555-0123' };

/** "Name (60 min, $85)" straight from the catalog, so a price change shows up in the reply. */
const catalogLine = (id: string) => {
  const s = findService(SEED_CATALOG, id);
  if (!s) throw new Error(`test names unknown service ${id}`);
  return `${s.name} (${s.durationMinutes} min, ${formatPrice(s.priceCents)})`;
};

/** A question and the topic it leads to: each topic first in the order of the spec's list. */
const TOPIC_QUESTIONS: [string, AssistantTopic | null][] = [
  ['Tell me about your facials', 'facial'],
  ['FACIAL?', 'facial'],
  ['I have acne', 'facial'],
  ['Do you do anti-aging treatments?', 'facial'],
  ['I want to glow', 'facial'],
  ['Do you do waxing?', 'waxing'],
  ['brazilian please', 'waxing'],
  ['Eyebrow shaping', 'waxing'],
  ['bikini line', 'waxing'],
  ['What are your prices?', 'price'],
  ['How much is it', 'price'],
  ['What does it cost', 'price'],
  ['Is there a deposit?', 'price'],
  ['Can I book for Friday?', 'appointment'],
  ['What are your hours', 'appointment'],
  ['Are you open on Sunday?', 'appointment'],
  ['Where are you located?', 'appointment'],
  ['What is your address', 'appointment'],
  ['Which service area do you cover?', 'appointment'],
  ['How do I prepare?', 'preparation'],
  ['What should I do before my visit', 'preparation'],
  ['aftercare tips', 'aftercare'],
  ['What should I do after my visit?', 'aftercare'],
  ['post-treatment routine', 'aftercare'],
  ['Which products do you use?', 'products'],
  ['What brand is that', 'products'],
  // The first topic in the list wins when several match.
  ['How much is a facial?', 'facial'],
  ['How much is a wax?', 'waxing'],
  ['Book a facial', 'facial'],
  ['How much does booking cost', 'price'],
  // Whole words only.
  ['My skin is waxy', null],
  ['rebooking', null],
  ['Do you do nails?', null],
  ['', null],
];

describe('assistant basics', () => {
  it('replies after 500 ms and greets the visitor', () => {
    expect(ASSISTANT_REPLY_DELAY_MS).toBe(500);
    expect(ASSISTANT_GREETING).toBe(
      "Hi! I'm the Skin Care Assistant, an automated helper with ready answers. Ask me about facials, waxing, prices, appointments, preparation, aftercare or products.",
    );
  });

  it('knows the seven topics of the spec, in the order the questions above first name them', () => {
    const asked = [...new Set(TOPIC_QUESTIONS.map(([, topic]) => topic))].filter((t) => t !== null);
    expect(asked).toHaveLength(7);
    expect(ASSISTANT_TOPICS).toEqual(asked);
  });
});

describe('assistantTopic', () => {
  it.each(TOPIC_QUESTIONS)('%p -> %p', (question, topic) => {
    expect(assistantTopic(question)).toBe(topic);
  });
});

describe('assistantReply', () => {
  it('facial: the four facials with their real minutes and prices, and LED at its price', () => {
    const reply = assistantReply('Tell me about facials', BUSINESS, SEED_CATALOG);
    expect(reply).toBe(
      'Our facials include Classic European Facial (60 min, $85), Signature Glow Facial (75 min, $95), ' +
        'Anti-Aging Facial (90 min, $125), Acne Treatment Facial (75 min, $110). ' +
        'Add an extra like LED Light Therapy for $25.',
    );
    for (const id of [
      'classic-european-facial',
      'signature-glow-facial',
      'anti-aging-facial',
      'acne-treatment-facial',
    ]) {
      expect(reply).toContain(catalogLine(id));
    }
    expect(reply).toContain(
      `LED Light Therapy for ${formatPrice(findAddOn(SEED_CATALOG, 'led-light-therapy')?.priceCents ?? -1)}`,
    );
  });

  it('waxing: three waxes with their real minutes and prices', () => {
    const reply = assistantReply('waxing?', BUSINESS, SEED_CATALOG);
    expect(reply).toBe(
      'We offer waxing from head to toe: Eyebrow Wax (15 min, $25), Brazilian Wax (30 min, $65), ' +
        'Full Leg Wax (45 min, $85), and more. Hair should be about 1/4 inch long for the best results.',
    );
    for (const id of ['eyebrow-wax', 'brazilian-wax', 'full-leg-wax']) {
      expect(reply).toContain(catalogLine(id));
    }
  });

  it('price: starting prices, the biggest package saving and the 25% deposit', () => {
    const reply = assistantReply('prices', BUSINESS, SEED_CATALOG);
    expect(reply).toBe(
      'Facials start at $85 and waxing at $15. Package deals save up to $50. ' +
        'A 25% deposit secures your booking and the balance is paid at your appointment.',
    );
    const cheapestWax = Math.min(
      ...SERVICES.filter((s) => s.category === 'waxing').map((s) => s.priceCents),
    );
    expect(reply).toContain(`waxing at ${formatPrice(cheapestWax)}`);
    expect(reply).toContain(
      `save up to ${formatPrice(findBookingPackage(SEED_CATALOG, 'glow-up-deluxe')?.savingsCents ?? -1)}`,
    );
  });

  it("appointment: the spec's opening hours and booking advice by default", () => {
    expect(assistantReply('How do I book an appointment?', BUSINESS, SEED_CATALOG)).toBe(
      'You can book online on our Book Now page. Our hours: Monday - Friday 9:00 AM - 7:00 PM, ' +
        'Saturday 9:00 AM - 5:00 PM, Sunday Closed. We recommend booking 1-2 weeks ahead.',
    );
  });

  it("appointment: the business's own hours and service area when the site gives them", () => {
    const own = {
      phone: '(410) 555-0100',
      hoursText: [
        { days: 'Tuesday - Saturday', hours: '10:00 AM - 6:00 PM' },
        { days: 'Sunday - Monday', hours: 'Closed' },
      ],
      serviceArea: 'Howard and Montgomery counties',
    };
    expect(assistantReply('When are you open?', own, SEED_CATALOG)).toBe(
      'You can book online on our Book Now page. Our hours: Tuesday - Saturday 10:00 AM - 6:00 PM, ' +
        'Sunday - Monday Closed. We recommend booking 1-2 weeks ahead. ' +
        'Mobile and corporate services come to you in Howard and Montgomery counties.',
    );
    expect(
      assistantReply('Where are you located?', { ...own, serviceArea: ' ' }, SEED_CATALOG),
    ).not.toContain('come to you');
    expect(
      assistantReply('Where are you located?', { ...own, serviceArea: null }, SEED_CATALOG),
    ).not.toContain('come to you');
  });

  it('promises nothing the site does not do: no gift cards, memberships online, SMS or live chat', () => {
    const everything = [
      ASSISTANT_GREETING,
      ...ASSISTANT_TOPICS.map((t) => assistantReply(t, BUSINESS, SEED_CATALOG)),
    ]
      .join(' ')
      .toLowerCase();
    for (const promise of [
      'gift card',
      'membership',
      'sms',
      'text message',
      'loyalty',
      'points',
      'live chat',
      'agent',
    ]) {
      expect(everything).not.toContain(promise);
    }
  });

  it('preparation', () => {
    expect(assistantReply('preparation', BUSINESS, SEED_CATALOG)).toBe(
      'Before your visit: skip retinoids and exfoliants for 2-3 days, avoid sun exposure, come with clean skin if you can, and arrive 10 minutes early.',
    );
  });

  it('aftercare', () => {
    expect(assistantReply('aftercare', BUSINESS, SEED_CATALOG)).toBe(
      'After your treatment: avoid makeup for 24 hours, skip hot showers, saunas and workouts for a day, wear sunscreen, and keep your skin hydrated.',
    );
  });

  it('products', () => {
    expect(assistantReply('products', BUSINESS, SEED_CATALOG)).toBe(
      'We use professional-grade, skin-type-specific products and can recommend a simple home routine during your visit.',
    );
  });

  it.each([
    [
      '(301) 555-0123',
      "I'm not sure about that one. Please call us at (301) 555-0123 and we'll be happy to help!",
    ],
    [
      '+1 240 555 0199',
      "I'm not sure about that one. Please call us at +1 240 555 0199 and we'll be happy to help!",
    ],
  ])('falls back to calling %s', (phone, text) => {
    expect(assistantReply('Do you do nails?', { phone }, SEED_CATALOG)).toBe(text);
  });

  it('answers every topic with something other than the fallback', () => {
    for (const topic of ASSISTANT_TOPICS) {
      expect(assistantReply(topic, BUSINESS, SEED_CATALOG)).not.toContain(BUSINESS.phone);
    }
  });
});
