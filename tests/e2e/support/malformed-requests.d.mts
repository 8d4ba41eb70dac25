import type { Agent, IncomingHttpHeaders } from 'node:http'

export interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}
export interface MalformedCase {
  method: string
  path: string
  body?: string
  status: number
  allow?: string
  location?: string
}
export declare const STACK_TRACE: RegExp
export declare function rawRequest(origin: string, request: { method?: string; path: string; body?: string; agent?: Agent }): Promise<RawAnswer>
export declare function malformedCases(origin: string): MalformedCase[]
export declare function malformedProblems(testCase: MalformedCase, answer: RawAnswer): string[]
