// The page's side of the photo worker (issue 27, decision 068): one worker, made when the first
// photo is added, each request answered by id. The main thread only posts the file and gets the
// shrunk files back, so a 12-megapixel photo never freezes the screen.
import { dataError } from './errors.ts';
import type { ShrinkAnswer, ShrinkPhoto, ShrunkPhoto } from './photo-shrink-types.ts';

let worker: Worker | undefined;
let nextId = 1;
const waiting = new Map<number, (answer: ShrinkAnswer) => void>();

const theWorker = (): Worker => {
  if (worker) return worker;
  worker = new Worker(new URL('../../workers/shrink-photo.worker.ts', import.meta.url), {
    type: 'module',
    name: 'shrink-photo',
  });
  worker.addEventListener('message', (event: MessageEvent<ShrinkAnswer>) => {
    const answer = event.data;
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  return worker;
};

/** A file the browser names as something else than an image is refused before any work. */
const isNamedNotImage = (file: Blob): boolean =>
  file.type !== '' && !file.type.startsWith('image/');

export const shrinkPhoto: ShrinkPhoto = async (file, keep) => {
  if (isNamedNotImage(file)) throw dataError('photos.notAnImage');
  const id = nextId++;
  const answer = await new Promise<ShrinkAnswer>((resolve) => {
    waiting.set(id, resolve);
    theWorker().postMessage({ id, file, keep });
  });
  if (answer.ok) {
    const { id: _id, ok: _ok, ...shrunk } = answer;
    return shrunk satisfies ShrunkPhoto;
  }
  throw dataError(answer.code === 'not_an_image' ? 'photos.notAnImage' : 'photos.failed');
};
