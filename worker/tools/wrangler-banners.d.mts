import type { Transform } from 'node:stream'

export declare function withoutBanners(): Transform
