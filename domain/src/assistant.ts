/**
 * The Skin Care Assistant: scripted replies by keyword, with the catalog's real prices and durations
 * and the business's own hours, phone and service area. It is a script, not a person, and says so.
 */
import { Catalog, findService, Service, ServiceCategory } from './catalog';
import { formatPrice } from './money';
import { ARRIVE_EARLY_MINUTES, DEPOSIT_PERCENT } from './policy';
import { BUSINESS_HOURS_TEXT } from './schedule';

export const ASSISTANT_REPLY_DELAY_MS = 500;

export const ASSISTANT_GREETING =
  "Hi! I'm the Skin Care Assistant, an automated helper with ready answers. Ask me about facials, waxing, prices, appointments, preparation, aftercare or products.";

/** The business's facts the assistant quotes: the site's own (GET /api/site), not constants. */
export interface AssistantBusiness {
  readonly phone: string;
  /** Opening hours as a person reads them; the spec's hours when not given. */
  readonly hoursText?: readonly { readonly days: string; readonly hours: string }[];
  /** Where mobile and corporate services go (e.g. "Montgomery County, MD"), when the owner set it. */
  readonly serviceArea?: string | null;
}

export const ASSISTANT_TOPICS = [
  'facial',
  'waxing',
  'price',
  'appointment',
  'preparation',
  'aftercare',
  'products',
] as const;
export type AssistantTopic = (typeof ASSISTANT_TOPICS)[number];

/** Words that lead to each topic, checked in the order of ASSISTANT_TOPICS. */
const KEYWORDS: Record<AssistantTopic, readonly string[]> = {
  facial: ['facial', 'facials', 'acne', 'anti-aging', 'glow'],
  waxing: ['waxing', 'wax', 'brazilian', 'eyebrow', 'bikini'],
  price: ['price', 'prices', 'pricing', 'cost', 'costs', 'how much', 'deposit'],
  appointment: [
    'appointment',
    'appointments',
    'book',
    'booking',
    'schedule',
    'hours',
    'open',
    'location',
    'address',
    'located',
    'where are you',
    'service area',
  ],
  preparation: ['preparation', 'prepare', 'prep', 'before my', 'before the'],
  aftercare: ['aftercare', 'after care', 'after my', 'after the', 'post-treatment'],
  products: ['products', 'product', 'skincare line', 'brand', 'brands'],
};

/**
 * The services the script names, as the owner's menu has them now; when she hid or removed them,
 * the first ones of the same category stand in, so a reply never quotes what is not sold.
 */
function pick(catalog: Catalog, category: ServiceCategory, ids: readonly string[]): Service[] {
  const shown = (s: Service | undefined): s is Service => !!s && !s.hidden;
  const named = ids.map((id) => findService(catalog, id)).filter(shown);
  if (named.length > 0) return named;
  return catalog.services.filter((s) => s.category === category && shown(s)).slice(0, ids.length);
}

const line = (s: Service) => `${s.name} (${s.durationMinutes} min, ${formatPrice(s.priceCents)})`;

/** "Facials start at $85 and waxing at $15. ", with what the menu still has. */
function startsAt(facial: Service | undefined, wax: Service | undefined): string {
  const from = [
    facial && `Facials start at ${formatPrice(facial.priceCents)}`,
    wax && `${facial ? 'waxing' : 'Waxing'} at ${formatPrice(wax.priceCents)}`,
  ].filter(Boolean);
  return from.length > 0 ? `${from.join(' and ')}. ` : '';
}

function replyFor(topic: AssistantTopic, business: AssistantBusiness, catalog: Catalog): string {
  switch (topic) {
    case 'facial': {
      const list = pick(catalog, 'facial', [
        'classic-european-facial',
        'signature-glow-facial',
        'anti-aging-facial',
        'acne-treatment-facial',
      ])
        .map(line)
        .join(', ');
      const extra = catalog.addOns.find((a) => !a.hidden);
      return (
        `Our facials include ${list}.` +
        (extra ? ` Add an extra like ${extra.name} for ${formatPrice(extra.priceCents)}.` : '')
      );
    }
    case 'waxing': {
      const list = pick(catalog, 'waxing', ['eyebrow-wax', 'brazilian-wax', 'full-leg-wax'])
        .map(line)
        .join(', ');
      return `We offer waxing from head to toe: ${list}, and more. Hair should be about 1/4 inch long for the best results.`;
    }
    case 'price': {
      const [facial] = pick(catalog, 'facial', ['classic-european-facial']);
      const [wax] = pick(catalog, 'waxing', ['upper-lip-wax']);
      const savings = catalog.bookingPackages.filter((p) => !p.hidden).map((p) => p.savingsCents);
      return (
        startsAt(facial, wax) +
        (savings.length > 0
          ? `Package deals save up to ${formatPrice(Math.max(...savings))}. `
          : '') +
        `A ${DEPOSIT_PERCENT}% deposit secures your booking and the balance is paid at your appointment.`
      );
    }
    case 'appointment': {
      const hours = (business.hoursText ?? BUSINESS_HOURS_TEXT)
        .map((h) => `${h.days} ${h.hours}`)
        .join(', ');
      const area = business.serviceArea?.trim();
      return (
        `You can book online on our Book Now page. Our hours: ${hours}. We recommend booking 1-2 weeks ahead.` +
        (area ? ` Mobile and corporate services come to you in ${area}.` : '')
      );
    }
    case 'preparation':
      return `Before your visit: skip retinoids and exfoliants for 2-3 days, avoid sun exposure, come with clean skin if you can, and arrive ${ARRIVE_EARLY_MINUTES} minutes early.`;
    case 'aftercare':
      return 'After your treatment: avoid makeup for 24 hours, skip hot showers, saunas and workouts for a day, wear sunscreen, and keep your skin hydrated.';
    case 'products':
      return 'We use professional-grade, skin-type-specific products and can recommend a simple home routine during your visit.';
  }
}

/** Which topic a question is about, or null when none matches. */
export function assistantTopic(question: string): AssistantTopic | null {
  const q = question.toLowerCase();
  return (
    ASSISTANT_TOPICS.find((topic) => KEYWORDS[topic].some((word) => containsWord(q, word))) ?? null
  );
}

function containsWord(haystack: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z])${escaped}([^a-z]|$)`).test(haystack);
}

/** The assistant's reply; anything it does not know sends the visitor to the business's phone. */
export function assistantReply(
  question: string,
  business: AssistantBusiness,
  catalog: Catalog,
): string {
  const topic = assistantTopic(question);
  return topic
    ? replyFor(topic, business, catalog)
    : `I'm not sure about that one. Please call us at ${business.phone} and we'll be happy to help!`;
}
