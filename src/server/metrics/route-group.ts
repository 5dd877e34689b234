// The folders of src/app/api, so that a label never takes a value a client made up.
export const apiGroups = [
  'available-slots',
  'blog',
  'book-strategy-session',
  'booking',
  'email-subscription',
  'generate-sitemap',
  'health',
  'leads',
  'newsletter',
  'search-index',
  'seo-status',
  'studio',
] as const;

const knownApi = new Set<string>(apiGroups);

export function routeGroup(url: string): string {
  const path = url.split('?', 1)[0]!;
  if (path.startsWith('/_next/')) return 'next-assets';
  if (path === '/metrics') return 'metrics';
  if (path === '/api/analytics/view') return 'beacon';
  const api = /^\/api\/([^/]+)/.exec(path)?.[1];
  if (api !== undefined) {
    if (api === 'studio') return 'desk-api';
    return knownApi.has(api) ? `api:${api}` : 'api:other';
  }
  if (/^\/(es\/)?studio(\/|$)/.test(path)) return 'desk';
  return 'page';
}

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function methodLabel(method: string | undefined): string {
  return method && methods.has(method) ? method : 'other';
}
