/** Reading a rendered page's head. */

/** The parts of a page's head a crawler reads. */
export function head(html: string) {
  const metaContent = (attr: string, key: string) =>
    new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  const initial = /<script id="initial-data" type="application\/json">([\s\S]*?)<\/script>/.exec(
    html,
  );
  return {
    titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
    description: metaContent('name', 'description'),
    robots: metaContent('name', 'robots'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    og: (key: string) => metaContent('property', `og:${key}`),
    twitterCard: metaContent('name', 'twitter:card'),
    jsonLd: jsonLd.map((m) => JSON.parse(m[1]) as Record<string, unknown>),
    initialData: initial ? (JSON.parse(initial[1]) as Record<string, unknown>) : null,
    preloads: html.includes('rel="preload" as="image"'),
  };
}
