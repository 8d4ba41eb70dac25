/** Environment for wrangler, Vite and workerd that never reaches for the network (DESIGN "Facts"). */
export const offlineEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  
}
