import { createDrawingThread, type DrawingThread } from '../../workers/drawing-thread.ts';
import type { CardTask } from './card-worker.ts';

const CARD_WORKER = new URL('./card-worker.ts', import.meta.url).href;

export type CardRenderer = DrawingThread<CardTask>;

/** The share cards' own thread (card-worker.ts). */
export const createCardRenderer = (): CardRenderer =>
  createDrawingThread<CardTask>(CARD_WORKER, 'share-card');
