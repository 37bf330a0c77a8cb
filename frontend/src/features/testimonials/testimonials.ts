export interface Testimonial {
  readonly name: string;
  readonly service: string;
  readonly rating: 5;
  readonly text: string;
  /** Relative date as shown. */
  readonly date: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Sarah M.',
    service: 'Signature Glow Facial',
    rating: 5,
    text: 'My skin has never looked better. The treatment room is so calming and every step was explained. I left glowing and booked my next visit on the spot.',
    date: '2 weeks ago',
  },
  {
    name: 'Jessica T.',
    service: 'Brazilian Wax',
    rating: 5,
    text: 'Quick, professional and far less painful than I expected. She made me feel completely comfortable the whole time.',
    date: '3 weeks ago',
  },
  {
    name: 'Amanda R.',
    service: 'Anti-Aging Facial',
    rating: 5,
    text: 'After three sessions my fine lines are visibly softer. The products are lovely and the advice for home care really helps.',
    date: '1 month ago',
  },
  {
    name: 'Danielle K.',
    service: 'Mobile Bridal Preparation',
    rating: 5,
    text: 'She came to our venue on the wedding morning and set up in minutes. My bridesmaids and I all felt pampered and photo-ready.',
    date: '1 month ago',
  },
  {
    name: 'Marcus L.',
    service: 'Corporate Wellness Day',
    rating: 5,
    text: 'We booked a wellness day for our team and it was the highlight of the quarter. Smooth planning and everyone loved it.',
    date: '2 months ago',
  },
  {
    name: 'Priya S.',
    service: 'Acne Treatment Facial',
    rating: 5,
    text: 'Gentle with my sensitive, breakout-prone skin and the results lasted. I finally have a routine that works.',
    date: '3 months ago',
  },
];
