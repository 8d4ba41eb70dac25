export function measuredPages(origin: string): Promise<string[]>
