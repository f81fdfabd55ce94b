import type { RecommendationRequest, RecommendationResponse } from '@stallplan/contracts';
import { api } from '../../api/api-client.js';
import { RecommendationRefused } from './recommendation-error-text.js';
import { serverMessage } from '../../api/refusal.js';

/** POST /api/recommendations/events; a refusal throws with the server's words for the error view. */
export async function fetchRecommendations(request: RecommendationRequest): Promise<RecommendationResponse> {
  const response = await api.recommendEvents({ body: request });
  if (response.status === 200) return response.body;
  throw new RecommendationRefused(serverMessage(response.body) ?? '');
}
