import { request } from '../../api/client';
import type { PlayerView, ProfileAnswer, ProfileUpdate } from '../../api/generated/api';

/** `POST front/get_player_profile`: the signed-in player's details. */
export function getPlayerProfile(signal?: AbortSignal): Promise<PlayerView> {
  return request('front/get_player_profile', { body: {}, signal });
}

/** `POST front/update_profile`: what a player may change alone (language, newsletter). */
export function updateProfile(body: ProfileUpdate): Promise<ProfileAnswer> {
  return request('front/update_profile', { body });
}
