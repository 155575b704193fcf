/**
 * The pages a visitor lands on. Each gets its own HTML file, written at build time
 * (web/vite.config.ts): the markup of the page's first render (prerender.tsx), so it paints as
 * soon as the HTML and CSS arrive, and preloads for the page's chunks (`modules`, relative to
 * web/), so they download with the entry instead of after it has run. index.html is the home
 * page; app.html, with no prerendered page, is served for every other address. The servers map
 * paths to these files: infra/local/spa-static.ts (a folder's index.html) and the CloudFront
 * viewer-request function (infra/web.ts), both from this list.
 */
export const landingPages = [
  { path: '/', html: 'index.html', modules: ['src/features/home/components/home-page.tsx'] },
  {
    path: '/find_childcarer/all',
    html: 'find_childcarer/all/index.html',
    modules: [
      'src/features/search/components/find-caregiver-page.tsx',
      'src/lib/with-query-client.tsx',
    ],
  },
  {
    path: '/find_job/all',
    html: 'find_job/all/index.html',
    modules: ['src/features/jobs/components/find-job-page.tsx', 'src/lib/with-query-client.tsx'],
  },
];
