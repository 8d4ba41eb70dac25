export declare const HOST: string
export declare function assertBuilt(): void
export declare function freePort(): Promise<number>
export declare function serverArgs(port: number, persistTo?: string, vars?: Record<string, string>, config?: string, logLevel?: string): string[]
export declare function startWorkerServer(options: {
  port: number
  persistTo?: string
  vars?: Record<string, string>
  config?: string
  probePath?: string
  timeoutMs?: number
}): Promise<{ origin: string; stop: () => void; group: number }>
