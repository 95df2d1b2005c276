// Security headers with a strict Content-Security-Policy (DESIGN §8) and the rate limiter that
// routes opt into with `config: { rateLimit: … }`.
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function securityPlugin(app: FastifyInstance, opts: { isProduction: boolean }) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Radix and charts position elements with inline style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(opts.isProduction ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // HSTS only makes sense behind TLS in production.
      strictTransportSecurity: opts.isProduction,
      crossOriginEmbedderPolicy: false,
    });
    await app.register(rateLimit, { global: false });
  },
  { name: 'security' },
);
