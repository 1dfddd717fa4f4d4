import type { AxiosResponse } from 'axios';
import type { ApiEnvelope } from '../wire';

/** The data of an enveloped answer (the interceptor already rejected success:false). */
export function unwrap<T>(response: AxiosResponse<ApiEnvelope<T>>): T {
  return response.data.data;
}
