import type { PackageId, ServeRequest } from '@hostel/contracts';

/*
 * The catalogue keys of the enums the dashboard names, one literal key per value: the key check finds every key used,
 * and a value added to an enum without its words fails the typecheck here. Badges and meal slots are the kit's, said
 * once for every front end: @hostel/ui's useEnumLabels.
 */
export const PACKAGE_NAME_KEY = { silver: 'package.name.silver', gold: 'package.name.gold', platinum: 'package.name.platinum' } as const satisfies Record<PackageId, string>;

/** Each package's features in the order contracts' PACKAGES lists them (the membership test holds the two together). */
export const PACKAGE_FEATURE_KEYS = {
  silver: ['package.feature.accessToMeals', 'package.feature.requestMeals', 'package.feature.basicSupport'],
  gold: ['package.feature.everythingInSilver', 'package.feature.likeUpcoming', 'package.feature.prioritySupport'],
  platinum: ['package.feature.everythingInGold', 'package.feature.earlyAccess', 'package.feature.vipBadge', 'package.feature.hotline'],
} as const satisfies Record<PackageId, readonly string[]>;

export const REQUEST_STATUS_KEY = { Pending: 'requests.status.pending', Delivered: 'requests.status.delivered' } as const satisfies Record<ServeRequest['status'], string>;
