import type { PictureSpec } from '../features/site/photo';

/**
 * A picture with its space reserved (width and height) and the formats the browser can choose
 * from. `priority` is for the first picture of a page (fetched first, never lazy); `lazy` for
 * pictures below the fold.
 */
export function Photo({
  picture,
  sizes,
  loading = 'lazy',
  className,
}: {
  picture: PictureSpec;
  sizes: string;
  loading?: 'priority' | 'eager' | 'lazy';
  className?: string;
}) {
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        className={className}
        src={picture.src}
        srcSet={picture.srcset}
        sizes={picture.srcset ? sizes : undefined}
        width={picture.width}
        height={picture.height}
        alt={picture.alt}
        loading={loading === 'lazy' ? 'lazy' : 'eager'}
        decoding={loading === 'priority' ? 'auto' : 'async'}
        fetchPriority={loading === 'priority' ? 'high' : undefined}
      />
    </picture>
  );
}
