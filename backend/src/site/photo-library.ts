import {
  GALLERY_CATEGORIES,
  GalleryCategory,
  GalleryPhoto,
  PhotoSource,
  SitePhoto,
  SitePhotos,
} from '@esthetics/domain';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppConfig } from '../config/app-config';

/** Where the resized photos are served from. */
export const MEDIA_PATH = '/media';
/** The widths made of every photo (never wider than the original). */
export const PHOTO_WIDTHS = [480, 800, 1200, 1600] as const;
const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'];
const FORMATS = [
  { ext: 'avif', type: 'image/avif' },
  { ext: 'webp', type: 'image/webp' },
] as const;
/** Part of each photo's cache key: bump it when the encoding below changes. */
const PIPELINE = 'v1:avif-q50:webp-q78';

export const NO_PHOTOS: SitePhotos = { hero: null, about: null, gallery: [] };

/** What the cache keeps beside a photo's resized files. */
interface CachedPhoto {
  readonly width: number;
  readonly height: number;
  readonly widths: readonly number[];
}

type PhotoText = Record<string, { alt?: string; title?: string }>;

/**
 * The owner's photos: DATA_DIR/photos/{hero,about,gallery/<category>}/, resized at start into
 * DATA_DIR/photo-cache (keyed by content, so an unchanged photo is never processed again) and
 * served under /media. A file that cannot be read is logged and left out.
 */
@Injectable()
export class PhotoLibrary implements OnModuleInit {
  private readonly logger = new Logger('Photos');
  private manifest: SitePhotos = NO_PHOTOS;

  constructor(private readonly config: AppConfig) {}

  get sourceDir(): string {
    return path.join(this.config.dataDir, 'photos');
  }

  get cacheDir(): string {
    return path.join(this.config.dataDir, 'photo-cache');
  }

  photos(): SitePhotos {
    return this.manifest;
  }

  async onModuleInit(): Promise<void> {
    if (!existsSync(this.sourceDir)) return;
    await mkdir(this.cacheDir, { recursive: true });
    const text = await this.readPhotoText();
    const hero = await this.firstPhoto('hero', text);
    const about = await this.firstPhoto('about', text);
    const gallery = await this.gallery(text);
    this.manifest = { hero, about, gallery };
    const count = (hero ? 1 : 0) + (about ? 1 : 0) + gallery.length;
    this.logger.log(`${count} photo(s) ready from ${this.sourceDir}`);
  }

  private async readPhotoText(): Promise<PhotoText> {
    const file = path.join(this.sourceDir, 'photos.json');
    if (!existsSync(file)) return {};
    try {
      const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
        return parsed as PhotoText;
      this.logger.warn('photos/photos.json must hold one object; ignored');
    } catch (e) {
      this.logger.warn(`photos/photos.json is not valid JSON (${(e as Error).message}); ignored`);
    }
    return {};
  }

  /** The image files of a folder (relative to photos/), by name. */
  private async imageFiles(folder: string): Promise<string[]> {
    const dir = path.join(this.sourceDir, folder);
    if (!existsSync(dir)) return [];
    const entries = await readdir(dir, { withFileTypes: true });
    return entries
      .filter((e) => e.isFile() && PHOTO_EXTENSIONS.includes(path.extname(e.name).toLowerCase()))
      .map((e) => e.name)
      .sort((a, b) => a.localeCompare(b))
      .map((name) => `${folder}/${name}`);
  }

  private async firstPhoto(folder: string, text: PhotoText): Promise<SitePhoto | null> {
    for (const file of await this.imageFiles(folder)) {
      const photo = await this.photo(file, text);
      if (photo) return photo;
    }
    return null;
  }

  private async gallery(text: PhotoText): Promise<GalleryPhoto[]> {
    const dir = path.join(this.sourceDir, 'gallery');
    if (!existsSync(dir)) return [];
    const photos: GalleryPhoto[] = [];
    const entries = await readdir(dir, { withFileTypes: true });
    const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name);
    for (const folder of folders.sort()) {
      const category = GALLERY_CATEGORIES.find((c) => c.id === folder)?.id;
      if (!category) {
        this.logger.warn(
          `photos/gallery/${folder}/ ignored: the gallery's folders are ${GALLERY_CATEGORIES.map((c) => c.id).join(', ')}`,
        );
        continue;
      }
      for (const file of await this.imageFiles(`gallery/${folder}`)) {
        const photo = await this.photo(file, text);
        if (photo) photos.push({ ...photo, category: category satisfies GalleryCategory });
      }
    }
    return photos;
  }

  /** One photo, resized (or found in the cache); null when the file is not a readable image. */
  private async photo(relative: string, text: PhotoText): Promise<SitePhoto | null> {
    try {
      const input = await readFile(path.join(this.sourceDir, relative));
      const id = createHash('sha256').update(PIPELINE).update(input).digest('hex').slice(0, 20);
      const cached = (await this.cached(id)) ?? (await this.resize(id, input));
      const alt = text[relative]?.alt?.trim() || humanise(relative);
      const title = text[relative]?.title?.trim() || alt;
      const url = (w: number, ext: string) => `${MEDIA_PATH}/${id}-${w}.${ext}`;
      const sources: PhotoSource[] = FORMATS.map((f) => ({
        type: f.type,
        srcset: cached.widths.map((w) => `${url(w, f.ext)} ${w}w`).join(', '),
      }));
      return {
        id,
        alt,
        title,
        width: cached.width,
        height: cached.height,
        src: url(cached.widths[cached.widths.length - 1], 'webp'),
        sources,
      };
    } catch (e) {
      this.logger.error(`photos/${relative} skipped: ${(e as Error).message}`);
      return null;
    }
  }

  private async cached(id: string): Promise<CachedPhoto | null> {
    const file = path.join(this.cacheDir, `${id}.json`);
    if (!existsSync(file)) return null;
    try {
      const cached = JSON.parse(await readFile(file, 'utf8')) as CachedPhoto;
      for (const w of cached.widths)
        for (const f of FORMATS) await stat(path.join(this.cacheDir, `${id}-${w}.${f.ext}`));
      return cached;
    } catch {
      return null;
    }
  }

  private async resize(id: string, input: Buffer): Promise<CachedPhoto> {
    // Turned upright by its EXIF orientation, decoded once; the outputs carry no metadata.
    const { data, info } = await sharp(input).rotate().raw().toBuffer({ resolveWithObject: true });
    const { width, height, channels } = info;
    // Every standard width below the original, then the original's own (at most the largest).
    const largest = Math.min(width, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]);
    const widths: number[] = [...PHOTO_WIDTHS.filter((w) => w < largest), largest];
    for (const w of widths) {
      const resized = sharp(data, { raw: { width, height, channels } }).resize({ width: w });
      await this.write(`${id}-${w}.avif`, await resized.clone().avif({ quality: 50 }).toBuffer());
      await this.write(`${id}-${w}.webp`, await resized.clone().webp({ quality: 78 }).toBuffer());
    }
    const cached: CachedPhoto = { width, height, widths };
    // Written last: its presence says every size is there.
    await this.write(`${id}.json`, Buffer.from(JSON.stringify(cached)));
    return cached;
  }

  private async write(name: string, content: Buffer): Promise<void> {
    const target = path.join(this.cacheDir, name);
    const partial = `${target}.${process.pid}.partial`;
    await writeFile(partial, content);
    await rename(partial, target);
  }
}

/** "gallery/results/after-peel_02.jpg" -> "After peel 02". */
export function humanise(relative: string): string {
  const base = path
    .basename(relative, path.extname(relative))
    .replace(/[-_.]+/g, ' ')
    .trim();
  return base ? base.charAt(0).toUpperCase() + base.slice(1) : 'Photo';
}
