'use client';
import { useEffect } from 'react';
import { useSiteStore } from '@/lib/layout/store';

/** Reads the persisted store after mount (not during hydration), so server and client HTML match. */
export function StoreHydrator() {
  useEffect(() => {
    void useSiteStore.persist.rehydrate();
  }, []);
  return null;
}
