import type { AppOptions } from './rspack.base';

/** Every app of the site: federation name, folder, dev port and what it exposes. */
export const APPS = {
  shell: { name: 'shell', dir: 'shell', port: 3000, host: true, title: 'Transport routier — Tanger Med' },
  marketing: { name: 'mfe_marketing', dir: 'mfe-marketing', port: 3001, exposes: { './routes': './src/exposes/routes.tsx' }, title: 'mfe-marketing' },
  quote: { name: 'mfe_quote', dir: 'mfe-quote', port: 3002, exposes: { './routes': './src/exposes/routes.tsx' }, title: 'mfe-quote' },
  careers: { name: 'mfe_careers', dir: 'mfe-careers', port: 3003, exposes: { './routes': './src/exposes/routes.tsx' }, title: 'mfe-careers' },
  blog: { name: 'mfe_blog', dir: 'mfe-blog', port: 3004, exposes: { './routes': './src/exposes/routes.tsx' }, title: 'mfe-blog' },
} satisfies Record<string, AppOptions>;

export const REMOTE_APPS = [APPS.marketing, APPS.quote, APPS.careers, APPS.blog];
