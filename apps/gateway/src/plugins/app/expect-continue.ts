import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * `Expect: 100-continue` answered as HTTP says (RFC 9110 section 10.1.1): the client holds its body back
 * until the gateway has decided to read it. Node would write "100 Continue" as soon as the headers
 * arrive; here it is written once the request has passed every check that needs no body (rate
 * limits, the upload rules, a declared length over the limit), so a refusal costs the client no
 * upload. A refused request closes its connection, which is how Node ends a request whose body
 * was never asked for.
 */
async function expectContinue(fastify: FastifyInstance) {
  const awaitingContinue = new WeakSet<IncomingMessage>();
  const server = fastify.server;
  const onCheckContinue = (request: IncomingMessage, response: unknown) => {
    awaitingContinue.add(request);
    server.emit('request', request, response);
  };
  server.on('checkContinue', onCheckContinue);
  fastify.addHook('onClose', async () => {
    server.off('checkContinue', onCheckContinue);
  });

  fastify.addHook('preParsing', async (request, reply, payload) => {
    if (awaitingContinue.delete(request.raw) && !reply.raw.headersSent) reply.raw.writeContinue();
    return payload;
  });
}

export const gatewayExpectContinue = fp(expectContinue, { name: 'gateway-expect-continue', fastify: '5.x' });
