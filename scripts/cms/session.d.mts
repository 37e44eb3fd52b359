import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';

export function startProxy(projectDir: string, port: number, options?: { signal?: AbortSignal }): Promise<ChildProcess>;
export function build(projectDir: string, proxyPort: number, options?: { signal?: AbortSignal }): Promise<string>;
export function stop(server: Server): Promise<void>;
export function serve(projectDir: string, port: number): Promise<Server>;
