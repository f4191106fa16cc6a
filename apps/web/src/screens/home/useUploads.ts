import { useSyncExternalStore } from 'react';
import { uploadStore } from './homeFlow';
import type { UploadItem } from './uploadStore';

export function useUploads(): readonly UploadItem[] {
  return useSyncExternalStore(uploadStore.subscribe, uploadStore.getSnapshot);
}
