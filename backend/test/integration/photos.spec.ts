import { SitePhotos } from '@esthetics/domain';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { useTestApp } from '../support/harness';
import { staticDir } from '../support/static-site';

/** A real image of a size, in a format. */
function image(width: number, height: number, format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 150, b: 120 } },
  })
    [format]()
    .toBuffer();
}

async function put(dataDir: string, relative: string, content: Buffer | string): Promise<void> {
  const file = path.join(dataDir, 'photos', relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** Fetches a binary response as a Buffer. */
function binary(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

describe("the owner's photos", () => {
  const t = useTestApp({ env: { STATIC_DIR: staticDir() }, prepare: putPhotos });
  let photos: SitePhotos;

  async function putPhotos(dataDir: string): Promise<void> {
    // EXIF orientation 6 (turn 90°): stored 900x600, shown 600x900.
    const rotated = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#c08060' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    await put(dataDir, 'hero/b-second.jpg', await image(800, 600, 'jpeg'));
    await put(dataDir, 'hero/a-treatment-room.jpg', await image(2000, 1000, 'jpeg'));
    await put(dataDir, 'about/maya_portrait.png', rotated);
    await put(dataDir, 'gallery/results/after-peel.webp', await image(1000, 800, 'webp'));
    await put(dataDir, 'gallery/results/broken.jpg', 'this is not an image');
    await put(dataDir, 'gallery/skincare/serum.png', await image(300, 300, 'png'));
    await put(dataDir, 'gallery/skincare/notes.txt', 'ignored');
    await put(dataDir, 'gallery/holidays/beach.jpg', await image(500, 500, 'jpeg'));
    await put(
      dataDir,
      'photos.json',
      JSON.stringify({
        'hero/a-treatment-room.jpg': { alt: 'Our treatment room', title: 'The room' },
      }),
    );
  }

  beforeAll(async () => {
    photos = (await request(t.http).get('/api/site')).body.photos as SitePhotos;
  });

  it('lists the hero, the about photo and the gallery by category on /api/site', () => {
    expect(photos.hero).toMatchObject({
      alt: 'Our treatment room',
      title: 'The room',
      width: 2000,
      height: 1000,
    });
    const hero = photos.hero!;
    expect(hero.src).toBe(`/media/${hero.id}-1600.webp`);
    expect(hero.sources).toEqual([
      {
        type: 'image/avif',
        srcset: [480, 800, 1200, 1600].map((w) => `/media/${hero.id}-${w}.avif ${w}w`).join(', '),
      },
      {
        type: 'image/webp',
        srcset: [480, 800, 1200, 1600].map((w) => `/media/${hero.id}-${w}.webp ${w}w`).join(', '),
      },
    ]);
    // Turned upright by its orientation; alt from the file name.
    expect(photos.about).toMatchObject({ alt: 'Maya portrait', width: 600, height: 900 });
    // The broken file and the unknown folder are left out; never upscaled.
    expect(photos.gallery.map((p) => [p.category, p.alt, p.width, p.height])).toEqual([
      ['results', 'After peel', 1000, 800],
      ['skincare', 'Serum', 300, 300],
    ]);
    expect(photos.gallery[0].sources[1].srcset).toBe(
      [480, 800, 1000].map((w) => `/media/${photos.gallery[0].id}-${w}.webp ${w}w`).join(', '),
    );
    expect(photos.gallery[1].src).toBe(`/media/${photos.gallery[1].id}-300.webp`);
  });

  it.each([
    ['avif', 'image/avif'],
    ['webp', 'image/webp'],
  ] as const)('serves each %s size, cached for a year, at its width', async (ext, type) => {
    const hero = photos.hero!;
    for (const width of [480, 800, 1200, 1600]) {
      const res = await request(t.http)
        .get(`/media/${hero.id}-${width}.${ext}`)
        .buffer(true)
        .parse(binary);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.body as Buffer).metadata();
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(width / 2);
      // Metadata stripped.
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });

  it('the home page preloads the hero photo (not the drawing) and shares it', async () => {
    const hero = photos.hero!;
    const home = (await request(t.http).get('/')).text;
    expect(home).toContain(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${hero.sources[0].srcset}"`,
    );
    expect(home).not.toContain('hero-800-abc.webp');
    expect(home).toContain(
      `<meta property="og:image" content="http://localhost:3000/media/${hero.id}-1600.webp" />`,
    );
    expect(home).toContain('<meta property="og:image:height" content="800" />');
    const about = (await request(t.http).get('/about')).text;
    expect(about).not.toContain('rel="preload" as="image"');
  });

  it("shows the photo the owner chose for a service in the public menu, and only a library's", async () => {
    const serum = photos.gallery[0];
    const edit = (photo: string | null) =>
      request(t.http)
        .put('/api/admin/catalog/services/eyebrow-wax')
        .set(t.asAdmin())
        .send({ photo });
    const eyebrow = async () =>
      (
        (await request(t.http).get('/api/catalog')).body.services as {
          id: string;
          photo: unknown;
        }[]
      ).find((s) => s.id === 'eyebrow-wax');
    expect((await eyebrow())?.photo).toBeNull();
    expect((await edit(serum.id)).status).toBe(200);
    expect((await eyebrow())?.photo).toEqual(serum);
    expect((await edit(null)).status).toBe(200);
    expect((await eyebrow())?.photo).toBeNull();
  });

  it('reuses the resized files after a restart, processing nothing again', async () => {
    const cache = path.join(t.dataDir, 'photo-cache');
    const before = Object.fromEntries(
      readdirSync(cache).map((f) => [f, statSync(path.join(cache, f)).mtimeMs]),
    );
    await t.restart({ env: {} });
    const again = (await request(t.http).get('/api/site')).body.photos as SitePhotos;
    expect(again).toEqual(photos);
    const after = Object.fromEntries(
      readdirSync(cache).map((f) => [f, statSync(path.join(cache, f)).mtimeMs]),
    );
    expect(after).toEqual(before);
  });
});
