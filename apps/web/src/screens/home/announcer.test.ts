import type { Translation } from '@tolk/contract';
import { describe, expect, it } from 'vitest';
import { createAnnouncer } from './announcer';

const state = (id: string, status: Translation['status']) => ({ id, status }) as Translation;

function setup() {
  const said: string[] = [];
  const announcer = createAnnouncer({
    completed: (t) => said.push(`done ${t.id}`),
    failed: (t) => said.push(`failed ${t.id}`),
  });
  return { said, announcer };
}

describe('translation announcements', () => {
  it('announces the end of a watched translation once, however often the final state arrives', () => {
    const { said, announcer } = setup();
    announcer.watch('t1');
    announcer.observe(state('t1', 'queued'));
    announcer.observe(state('t1', 'processing'));
    expect(said).toEqual([]);
    announcer.observe(state('t1', 'completed'));
    announcer.observe(state('t1', 'completed'));
    announcer.observe(state('t1', 'completed'));
    expect(said).toEqual(['done t1']);
  });

  it('says nothing about translations started elsewhere', () => {
    const { said, announcer } = setup();
    announcer.observe(state('other', 'completed'));
    expect(said).toEqual([]);
  });

  it('announces a retried translation again when its new attempt ends', () => {
    const { said, announcer } = setup();
    announcer.watch('t1');
    announcer.observe(state('t1', 'failed'));
    announcer.watch('t1');
    announcer.observe(state('t1', 'queued'));
    announcer.observe(state('t1', 'completed'));
    expect(said).toEqual(['failed t1', 'done t1']);
  });
});
