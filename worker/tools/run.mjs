import { spawn } from 'node:child_process'
import { offlineEnv } from './offline-env.mjs'

/** Runs a command from node_modules/.bin with the offline environment; rejects on a non-zero exit. */
export function run(command, args, { capture = false, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...offlineEnv, ...env },
      stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
      shell: false,
    })
    let output = ''
    child.stdout?.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    )
  })
}

export const bin = (name) => new URL(`../../node_modules/.bin/${name}`, import.meta.url).pathname
