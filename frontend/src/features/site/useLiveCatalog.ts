import type { Catalog } from '@esthetics/domain';
import { useMemo } from 'react';
import { useCatalog, type Loaded } from '../../api/hooks';
import { catalogFromDto } from './catalog';

/**
 * The owner's current menu as the domain's rules take it (prices, durations, packages), read through
 * the public catalogue query: converted once per answer, so a re-read that changed nothing keeps the
 * same value (and whatever was computed from it).
 */
export function useLiveCatalog(): Loaded<Catalog> {
  const read = useCatalog();
  const dto = read.status === 'ready' ? read.data : undefined;
  const catalog = useMemo(() => (dto ? catalogFromDto(dto) : undefined), [dto]);
  if (read.status !== 'ready') return read;
  return { status: 'ready', data: catalog ?? catalogFromDto(read.data), retry: read.retry };
}
