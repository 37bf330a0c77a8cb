/** The navigation of docs/spec.md#global-elements, in its order. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/about', label: 'About' },
  { to: '/booking', label: 'Book Now' },
  { to: '/corporate-bookings', label: 'Corporate Events' },
  { to: '/testimonials', label: 'Testimonials' },
  { to: '/contact', label: 'Contact' },
] as const;
