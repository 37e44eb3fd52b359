import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RelayConfig } from './config';
import { applyControls, defaultControls } from './controls';
import { answerHtmlForm, fieldsOfHtmlForm, isHtmlFormPost, redirectTarget } from './html-form';
import { HttpError, readFormBody, readJson, requestPath, sendJson, setCors } from './http';
import { openMailFolder } from './mail-folder';
import { handleSubmit, type SubmitContext } from './submit';

export { relayConfigFromEnv } from './config';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A local stand-in for Web3Forms that writes each enquiry as the e-mail the agency would get. */
export async function startRelay(config: RelayConfig) {
  const context: SubmitContext = {
    accessKey: config.accessKey,
    agencyEmail: config.agencyEmail,
    folder: await openMailFolder(config.outboxDir),
    controls: defaultControls(),
    received: [],
    attempts: 0,
  };

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = requestPath(request);
    const isControl = config.testControls && path.startsWith('/__');
    // Dropped without an answer, so the caller sees a network error, as when offline.
    if (context.controls.refuse && !isControl) return void request.socket.destroy();
    setCors(request, response);
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    const call = `${request.method} ${path}`;
    if (call === 'GET /health') return sendJson(response, 200, { ok: true });
    if (call === 'POST /submit') {
      const input = await readFormBody(request);
      if (context.controls.delayMs > 0) await sleep(context.controls.delayMs);
      if (isHtmlFormPost(input)) {
        const answer = await handleSubmit(fieldsOfHtmlForm(input), context);
        return answerHtmlForm(response, answer, redirectTarget(input.redirect, request), request.headers.referer);
      }
      const { status, body, headers } = await handleSubmit(input, context);
      return sendJson(response, status, body, headers);
    }
    if (isControl && call === 'POST /__control') {
      const next = applyControls(context.controls, await readJson(request));
      if (!next) return sendJson(response, 400, { success: false, message: 'Unknown or malformed control' });
      context.controls = next;
      return sendJson(response, 200, { success: true, controls: next });
    }
    if (isControl && call === 'GET /__received') return sendJson(response, 200, context.received);
    if (isControl && call === 'GET /__attempts') return sendJson(response, 200, { attempts: context.attempts });
    if (isControl && call === 'POST /__reset') {
      context.controls = defaultControls();
      context.received = [];
      context.attempts = 0;
      return sendJson(response, 200, { success: true });
    }
    sendJson(response, 404, { success: false, message: 'Not found' });
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (!(error instanceof HttpError)) console.error('relay:', error);
      if (response.headersSent || response.destroyed) return;
      const status = error instanceof HttpError ? error.status : 500;
      sendJson(response, status, {
        success: false,
        message: error instanceof HttpError ? error.message : 'Relay error',
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
