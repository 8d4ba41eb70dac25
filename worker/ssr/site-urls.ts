/** The app's public addresses as the server's other parts (seo, api) use them: through this door, not into src. */
export { canonicalUrl, languageAlternates, siteOrigin } from '../../src/seo/urls'
