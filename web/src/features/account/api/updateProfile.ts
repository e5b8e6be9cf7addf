import { request } from '../../../api/client';
import type { ProfileAnswer, ProfileUpdate } from '../../../api/generated/api';

/** `POST front/update_profile`: what a player may change alone (language, newsletter). */
export function updateProfile(body: ProfileUpdate): Promise<ProfileAnswer> {
  return request('front/update_profile', { body });
}
