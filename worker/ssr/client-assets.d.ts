declare module 'virtual:client-assets' {
  const assets: import('./client-assets-plugin').ClientAssets
  export default assets
}
