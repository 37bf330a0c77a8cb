import { feedLinks, splitInstruction } from './calendar-feed';

describe('the calendar feed links', () => {
  const feed = {
    feed_url: 'https://studio.example/api/calendar/feed/abc.ics',
    webcal_url: 'webcal://studio.example/api/calendar/feed/abc.ics',
    instructions: [],
  };

  it('offers the https link and the webcal link, each with its own copy button', () => {
    const links = feedLinks(feed);
    expect(links.map((l) => [l.id, l.url])).toEqual([
      ['https', feed.feed_url],
      ['webcal', feed.webcal_url],
    ]);
    expect(links.map((l) => [l.label, l.copyLabel])).toEqual([
      ['Calendar link (https)', 'Copy https link'],
      ['Calendar link (webcal)', 'Copy webcal link'],
    ]);
  });

  it('says http when the server has no TLS (a local one)', () => {
    const local = feedLinks({ ...feed, feed_url: 'http://127.0.0.1:3000/api/calendar/feed/a.ics' });
    expect(local[0]).toMatchObject({ label: 'Calendar link (http)', copyLabel: 'Copy http link' });
  });

  it('names the calendar app of an instruction', () => {
    expect(
      splitInstruction('Google Calendar: Other calendars > + > From URL, paste the feed URL.'),
    ).toEqual({
      app: 'Google Calendar',
      text: 'Other calendars > + > From URL, paste the feed URL.',
    });
    expect(splitInstruction('Outlook: Add calendar > Subscribe from web.')).toEqual({
      app: 'Outlook',
      text: 'Add calendar > Subscribe from web.',
    });
    expect(splitInstruction('Keep the address private: anyone who has it can read it.')).toEqual({
      app: null,
      text: 'Keep the address private: anyone who has it can read it.',
    });
  });
});
