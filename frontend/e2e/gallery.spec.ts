import { expect, test } from './fixtures';

test('the gallery shows six images and filters them by category', async ({ page }) => {
  await page.goto('/gallery');
  const filters = page.getByRole('group', { name: 'Filter photos' }).getByRole('button');
  await expect(filters).toHaveText(['All', 'Treatment Room', 'Services', 'Skincare', 'Results']);
  const photos = page.locator('.gallery-grid figure');
  await expect(photos).toHaveCount(6);
  await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

  const expected: Record<string, string[]> = {
    'Treatment Room': ['Our treatment room', 'Details that relax'],
    Services: ['Signature facial', 'Gentle waxing'],
    Skincare: ['Professional skincare'],
    Results: ['Radiant results'],
  };
  for (const [filter, titles] of Object.entries(expected)) {
    await page.getByRole('button', { name: filter }).click();
    await expect(page.getByRole('button', { name: filter })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(photos.locator('figcaption')).toHaveText(titles);
  }
  await page.getByRole('button', { name: 'All' }).click();
  await expect(photos).toHaveCount(6);
});

test('gallery images are real, sized, described and lazy below the fold', async ({ page }) => {
  await page.goto('/gallery');
  const images = page.locator('.gallery-grid img');
  await expect(images).toHaveCount(6);
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute('width', '800');
    await expect(img).toHaveAttribute('height', '600');
    await expect(img).toHaveAttribute('alt', /.{20,}/);
    await expect(img).toHaveAttribute('src', /\.webp$/);
  }
  await expect(images.last()).toHaveAttribute('loading', 'lazy');
  await images.last().scrollIntoViewIfNeeded();
  await expect
    .poll(() => images.last().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});
