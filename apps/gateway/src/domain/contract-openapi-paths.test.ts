import { describe, expect, it } from 'vitest';
import { apiRoutes } from '@stallplan/contracts';
import { withContractPaths } from './contract-openapi-paths.js';

describe('withContractPaths', () => {
  const paths = withContractPaths({ '/api/admin/login': { post: { summary: 'declared by the gateway' } } }, apiRoutes);

  it('describes every route of the contract, with OpenAPI path templates', () => {
    for (const route of Object.values(apiRoutes)) {
      expect(paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
    }
  });

  it('keeps what the gateway declares itself', () => {
    expect(paths['/api/admin/login']?.post).toEqual({ summary: 'declared by the gateway' });
  });

  it('gives path and query parameters, the JSON body, each response and the admin token', () => {
    expect(paths['/api/blogs/{id}']?.put).toMatchObject({
      parameters: [{ name: 'id', in: 'path', required: true }],
      requestBody: { content: { 'application/json': { schema: { type: 'object', required: ['header', 'content'] } } } },
      responses: { 200: { content: { 'application/json': {} } }, 401: {}, 404: {} },
      security: [{ adminToken: [] }],
    });
    expect(paths['/api/smart-vendors']?.get).toMatchObject({
      parameters: expect.arrayContaining([expect.objectContaining({ name: 'destinationCity', in: 'query', required: true })]),
    });
  });

  it('describes files as PDFs and uploads as multipart forms', () => {
    expect(paths['/api/generate-quote-pdf']?.post).toMatchObject({ responses: { 200: { content: { 'application/pdf': {} } } } });
    expect(paths['/api/upload/logo']?.post).toMatchObject({ requestBody: { content: { 'multipart/form-data': {} } } });
  });
});
