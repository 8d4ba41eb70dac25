/**
 * Browser features the site never uses, denied to its pages and to every frame in them (maps, videos). Autoplay,
 * fullscreen, encrypted media and picture-in-picture keep their defaults: the YouTube embed asks for them with its
 * `allow` attribute. public/_headers sends the same value with static files. Only features Chromium knows: it warns
 * about any other on every page (`bluetooth` is not one).
 */
const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
] as const

/** The policy that denies every feature of DENIED_FEATURES except those `ownOrigin` allows to the page itself. */
function policyAllowing(ownOrigin: readonly (typeof DENIED_FEATURES)[number][]): string {
  return DENIED_FEATURES.map((feature) => `${feature}=${ownOrigin.includes(feature) ? '(self)' : '()'}`).join(', ')
}

export const PERMISSIONS_POLICY = policyAllowing([])

/**
 * The staff desk's pages: the same, but the camera is ours (not a frame's), for the door's QR scanner (issue 44). The
 * desk is one app, so whichever desk page a door account opened first is the document that reaches the door.
 */
export const DESK_PERMISSIONS_POLICY = policyAllowing(['camera'])
