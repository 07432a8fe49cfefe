import { createDefaultBusinessProfile, type BusinessProfile, type User } from '@jobtrack/core';

/**
 * The first profile of an owner who never saved one: the spec §3 defaults, with what the
 * account already knows (names, e-mail, phone, address, bio) filled in.
 */
export function startingProfile(user: User): BusinessProfile {
  return {
    ...createDefaultBusinessProfile(),
    businessName: user.businessName ?? '',
    ownerName: user.name,
    email: user.email,
    phone: user.phone ?? '',
    address: user.address ?? '',
    bio: user.bio ?? '',
  };
}
