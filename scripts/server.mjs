// @ts-check
/**
 * The site's server: Next.js behind the request pipeline (src/server/http/pipeline.ts), on `PORT`
 * (default 3000) on all interfaces, for the project in the working directory as `next start`
 * would. `npm start` hands its process over to it once the build is current; `--dev` serves with
 * hot reload (`npm run dev`).
 */
import http from 'node:http';

const dev = process.argv.includes('--dev');
process.env.NODE_ENV = dev ? 'development' : 'production';
process.env.NEXT_TELEMETRY_DISABLED = '1';
const port = Number(process.env.PORT || 3000);

// The server runtime, which Next.js starts from src/instrumentation.ts in a bundle of its own,
// hands its pipeline over on this key (`handOverFrontDoor`).
/** @type {Promise<import('../src/server/http/pipeline').FrontDoor>} */
const frontDoor = new Promise((resolve) => {
  Object.assign(globalThis, { [Symbol.for('marlowe.front-door')]: resolve });
});

const { default: next } = await import('next');
const app = next({ dev, port });
await app.prepare();
const handle = app.getRequestHandler();
const server = http.createServer();
server.on('request', (await frontDoor)(server, handle));
server.listen(port, () => console.log(`Serving on http://localhost:${port}`));
