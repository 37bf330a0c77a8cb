import { currentSection } from './current-section';

const ORDER = ['facial', 'waxing', 'mobile', 'corporate', 'packages'];

describe('the section being read', () => {
  it('is the lowest section crossing the reading band', () => {
    expect(currentSection(ORDER, new Set(['facial']), null)).toBe('facial');
    // After a jump the section above only touches the band's top edge.
    expect(currentSection(ORDER, new Set(['facial', 'waxing']), 'facial')).toBe('waxing');
  });

  it('stays as it was while no listed section crosses the band', () => {
    expect(currentSection(ORDER, new Set(), 'mobile')).toBe('mobile');
    expect(currentSection(ORDER, new Set(['add-ons']), 'corporate')).toBe('corporate');
    expect(currentSection(ORDER, new Set(), null)).toBeNull();
  });
});
