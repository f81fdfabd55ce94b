// A JSON call through the gateway, as the admin area or an integrator makes it; an answer that is
// not 2xx stops the bench, named after it.

/** `call(method, path, token?, body?)` for `bench` against `gatewayUrl`; `token` is an admin token. */
export function gatewayJson(gatewayUrl, bench) {
  return async function call(method, path, token, body) {
    const response = await fetch(`${gatewayUrl}${path}`, {
      method,
      headers: { ...(token ? { 'x-admin-token': token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${bench}: ${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer;
  };
}
