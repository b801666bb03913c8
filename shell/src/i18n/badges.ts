import type { Badge } from '@hostel/contracts';

/** A badge's name as displayed, by the badge the record holds. */
export const BADGE_KEYS: Record<Badge, string> = { Bronze: 'badge.Bronze', Silver: 'badge.Silver', Gold: 'badge.Gold', Platinum: 'badge.Platinum' };
