import type { FUNCTIONS, FunctionName } from '@tolk/contract';
import type { z } from 'zod';
import type { FilesDeps } from '../files/service.ts';

/** What the history and folder services need: the database, the event bus and the file store. */
export type HistoryDeps = FilesDeps;

/** A contract function's input after its schema applied the defaults. */
export type Input<N extends FunctionName> = z.output<(typeof FUNCTIONS)[N]['input']>;
