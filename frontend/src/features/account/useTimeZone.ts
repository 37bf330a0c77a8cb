import { DEFAULT_TIME_ZONE } from '@esthetics/domain';
import { useSiteData } from '../../api/hooks';

/** The business's time zone, in which every date and time of a signed-in area is shown. */
export const useTimeZone = (): string => useSiteData()?.time_zone ?? DEFAULT_TIME_ZONE;
