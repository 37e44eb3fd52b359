export const WEB3FORMS_ENDPOINT = 'https://api.web3forms.com/submit';
export const LOCAL_RELAY_ENDPOINT = 'http://127.0.0.1:8787/submit';
export const LOCAL_RELAY_ACCESS_KEY = 'local-relay-key';

export interface EndpointConfig {
  endpoint: string;
  accessKey: string;
}

/**
 * Where enquiries go. Nothing configured: the local relay (development and tests).
 * Only an access key: Web3Forms. An explicit endpoint always wins. Empty strings count as not set.
 */
export function resolveEndpoint({ endpoint, accessKey }: { endpoint?: string; accessKey?: string }): EndpointConfig {
  if (endpoint) return { endpoint, accessKey: accessKey || LOCAL_RELAY_ACCESS_KEY };
  if (accessKey) return { endpoint: WEB3FORMS_ENDPOINT, accessKey };
  return { endpoint: LOCAL_RELAY_ENDPOINT, accessKey: LOCAL_RELAY_ACCESS_KEY };
}
