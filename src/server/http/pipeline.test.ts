import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { pipelineServer, type PipelineServer } from '../../../tests/support/pipeline-server';
import { PEER_ADDRESS_HEADER, tagPeerAddress } from './client-address';
import { requestPipeline } from './pipeline';
import type { RequestHook } from './request-hook';

const passing: RequestHook = () => false;

describe('the request pipeline', () => {
  it('tags the address first and hands in the features after the guards', () => {
    const names = requestPipeline({ pageViews: passing }).map((step) => step.name);
    expect(names[0]).toBe('peer address');
    expect(names.indexOf('page views')).toBeGreaterThan(names.indexOf('router headers'));
    expect(names.indexOf('router headers')).toBeGreaterThan(names.indexOf('request tracking'));
  });

  describe('in front of a handler', () => {
    let running: PipelineServer | undefined;
    afterEach(() => running?.close());

    function get(headers: Record<string, string> = {}) {
      return new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: running!.port, headers }, (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          })
          .on('error', reject);
      });
    }

    it('overwrites a peer address the client sent before any later hook reads it', async () => {
      let seen: string | string[] | undefined;
      const reader: RequestHook = (_server, request, response) => {
        seen = request.headers[PEER_ADDRESS_HEADER];
        response.end();
        return true;
      };
      running = await pipelineServer([tagPeerAddress, reader]);
      await get({ [PEER_ADDRESS_HEADER]: '203.0.113.9' });
      expect(seen).toBe('127.0.0.1');
    });

    it('stops at the hook that answers; otherwise the handler answers', async () => {
      const calls: string[] = [];
      const answering: RequestHook = (_server, request, response) => {
        calls.push('answering');
        if (request.headers['x-answer'] !== 'here') return false;
        response.end('hook');
        return true;
      };
      const after: RequestHook = () => {
        calls.push('after');
        return false;
      };
      running = await pipelineServer([answering, after], (_request, response) =>
        response.end('handler'),
      );
      expect(await get({ 'x-answer': 'here' })).toEqual({ status: 200, body: 'hook' });
      expect(calls).toEqual(['answering']);
      expect(await get()).toEqual({ status: 200, body: 'handler' });
      expect(calls).toEqual(['answering', 'answering', 'after']);
    });
  });
});
