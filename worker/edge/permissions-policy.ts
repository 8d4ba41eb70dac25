/**
 * Browser features the site never uses, denied to its pages and to every frame in them (maps, videos). Autoplay,
 * fullscreen, encrypted media and picture-in-picture keep their defaults: the YouTube embed asks for them with its
 * `allow` attribute. public/_headers sends the same value with static files.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'bluetooth',
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

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ')
